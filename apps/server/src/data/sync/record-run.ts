import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { syncRuns, type SyncRunCounts, type SyncRunDoctor } from '../../db/schema/index';
import type { ImportReport } from '../importers/report';
import type { DoctorReport } from '../doctor/runner';

export type SyncTrigger = 'command' | 'schedule' | 'start';

/**
 * What a sync source's result must carry to be recorded: the importers' report, the items that
 * failed with their reasons, the requests made; a discovery adds its bonds' outcomes. `syncMoex`
 * and `syncUniverse` return it; a new source maps its failures to `{ secid: <its item> }`.
 */
export interface RecordableResult {
  report: ImportReport;
  failed: readonly { secid: string; error: string }[];
  requests: number;
  /** Bonds in the source's list (a discovery). */
  listed?: number;
  bonds?: { inserted: number; updated: number; unchanged: number };
}

/** Its heart beats this often while a run works... */
export const HEARTBEAT_MS = 30_000;
/** ...and a `running` row whose heart is this much older is a run that was killed. */
export const INTERRUPTED_AFTER_MS = 10 * 60_000;
/** Failures kept in the row: enough for the operator; the total says how many there were. */
const FAILURES_KEPT = 200;

/** The ids recorded by this process, for the doctor's counts that follow the command. */
const recordedHere: number[] = [];

/** Marks the runs whose process died (no heartbeat for 10 minutes) as interrupted. */
export async function markInterrupted(db: Db, now = new Date()): Promise<number> {
  const bound = new Date(now.getTime() - INTERRUPTED_AFTER_MS);
  const rows = await db
    .update(syncRuns)
    .set({ status: 'interrupted', finishedAt: sql`${syncRuns.heartbeatAt}` })
    .where(and(eq(syncRuns.status, 'running'), lt(syncRuns.heartbeatAt, bound)))
    .returning({ id: syncRuns.id });
  return rows.length;
}

/** The triggers whose runs only the scheduler makes, always under its advisory lock. */
const LOCKED_TRIGGERS: SyncTrigger[] = ['schedule', 'start'];

/**
 * Whether a run of the source ended (ok, partial or failed) at or after `slot`: it was under
 * way or began after the slot came, so the slot's update is done (a failed one waits for the
 * next slot, as on one instance). A run killed on the way never ends: it does not count.
 */
export async function slotDone(db: Db, source: string, slot: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: syncRuns.id })
    .from(syncRuns)
    .where(
      and(
        eq(syncRuns.source, source),
        inArray(syncRuns.status, ['ok', 'partial', 'failed']),
        gte(syncRuns.finishedAt, slot),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Marks the scheduler's runs still `running` as interrupted, at once: the caller holds the
 * scheduler's lock, so whoever made them is gone (its process, or its lock, died mid-run).
 */
export async function markLockHoldersGone(db: Db): Promise<number> {
  const rows = await db
    .update(syncRuns)
    .set({ status: 'interrupted', finishedAt: sql`${syncRuns.heartbeatAt}` })
    .where(and(eq(syncRuns.status, 'running'), inArray(syncRuns.trigger, LOCKED_TRIGGERS)))
    .returning({ id: syncRuns.id });
  return rows.length;
}

export function countsOf(result: RecordableResult): SyncRunCounts {
  const r = result.report;
  const failed = result.failed.length;
  return {
    bonds: {
      read: result.listed ?? r.files.length,
      inserted: result.bonds?.inserted ?? 0,
      updated: result.bonds?.updated ?? 0,
      rejected: failed,
    },
    rows: {
      read: r.read,
      inserted: r.inserted,
      updated: r.updated,
      unchanged: r.unchanged,
      rejected: r.rejected.length,
    },
  };
}

/** ok: nothing failed; failed: every item did (or nothing could be read); partial between. */
export function statusOf(result: RecordableResult): 'ok' | 'partial' | 'failed' {
  const failed = result.failed.length;
  if (failed === 0) return 'ok';
  const items = result.listed ?? result.report.files.length;
  return failed >= items ? 'failed' : 'partial';
}

/**
 * Runs one sync and records it in `sync_runs`: a `running` row first (after marking the runs
 * that were killed as interrupted), its heart beating while `run` works, then its status,
 * counts, failures and requests; a crash records `failed` with the error's message and is
 * thrown on. Any sync source wraps its run in it: `recordRun(db, 'ust', 'daily', 'schedule', ...)`.
 */
export async function recordRun<T extends RecordableResult>(
  db: Db,
  source: string,
  what: string,
  trigger: SyncTrigger,
  run: () => Promise<T>,
): Promise<T> {
  await markInterrupted(db);
  const [row] = await db
    .insert(syncRuns)
    .values({ source, what, trigger, status: 'running' })
    .returning({ id: syncRuns.id });
  const id = row!.id;
  recordedHere.push(id);
  const heart = setInterval(() => {
    db.update(syncRuns)
      .set({ heartbeatAt: sql`now()` })
      .where(eq(syncRuns.id, id))
      .catch(() => undefined);
  }, HEARTBEAT_MS);
  heart.unref();
  try {
    const result = await run();
    await db
      .update(syncRuns)
      .set({
        status: statusOf(result),
        finishedAt: sql`now()`,
        heartbeatAt: sql`now()`,
        counts: countsOf(result),
        failures: result.failed
          .slice(0, FAILURES_KEPT)
          .map((f) => ({ item: f.secid, reason: f.error })),
        failuresTotal: result.failed.length,
        requests: result.requests,
      })
      .where(eq(syncRuns.id, id));
    return result;
  } catch (error) {
    await db
      .update(syncRuns)
      .set({
        status: 'failed',
        finishedAt: sql`now()`,
        heartbeatAt: sql`now()`,
        error: error instanceof Error ? error.message : String(error),
      })
      .where(eq(syncRuns.id, id));
    throw error;
  } finally {
    clearInterval(heart);
  }
}

/** The doctor's counts per broken invariant, and the checks that could not run. */
export function doctorCounts(report: DoctorReport): SyncRunDoctor {
  const findings: Record<string, number> = {};
  const failedChecks: string[] = [];
  for (const r of report.results) {
    if (r.error) failedChecks.push(r.check.name);
    for (const f of r.findings) if (f.count > 0) findings[f.code] = f.count;
  }
  return { problems: report.problems, findings, failedChecks };
}

/** Adds the doctor's counts to the runs this process recorded (the doctor runs after them). */
export async function attachDoctor(db: Db, report: DoctorReport): Promise<void> {
  const ids = recordedHere.splice(0);
  if (ids.length === 0) return;
  await db
    .update(syncRuns)
    .set({ doctor: doctorCounts(report) })
    .where(inArray(syncRuns.id, ids));
}
