import { databaseWords } from '../../lib/database-errors';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../../db/client';
import { inTransaction, type Tx } from '../../db/transaction';
import { CHECKS } from './registry';
import type { Check, DoctorContext, Finding } from './types';

export interface DoctorOptions {
  /** Judge every bond on this day (YYYY-MM-DD) instead of its own as-of date. */
  asOf?: string;
  /** Example rows per invariant (default 5). */
  examples?: number;
  /** Bonds whose tick stretches are summed again from their ticks (default 1,000). */
  sample?: number;
  /** Connections the checks are shared among on a PostgreSQL server (default 2). */
  workers?: number;
  /** The checks to run (default: all of the registry). */
  checks?: readonly Check[];
  /**
   * Read inside the doctor's snapshot before any check (data/doctor/stored.ts): which of the
   * checks run, and whether the bonds judged are only those marked since the last run.
   */
  plan?: (tx: Tx, checks: readonly Check[]) => Promise<DoctorPlan>;
  onProgress?: (done: number, total: number, step: string) => void;
}

export interface DoctorPlan {
  checks: readonly Check[];
  /** Judge only the bonds in doctor_bond_marks (the checks judged per bond filter by them). */
  markedBondsOnly: boolean;
  /** Bonds a sampling check re-reads (default: the options' `sample`). */
  sample?: number;
}

export interface CheckResult {
  check: Check;
  findings: Finding[];
  seconds: number;
  /** The check could not run (its statement failed): its invariants are unknown. */
  error?: string;
}

export interface DoctorReport {
  results: CheckResult[];
  /** What the bonds were judged on: "each bond's as-of date" or the given day. */
  asOf: string;
  seconds: number;
  /** Invariants broken (count > 0) plus checks that failed. */
  problems: number;
}

/**
 * Runs the checks READ ONLY at REPEATABLE READ: the database refuses any write (a check that
 * tried would fail, and the others still run: each check has its own savepoint). On a
 * PostgreSQL server the checks are shared among `workers` connections (default 2: each check
 * is one statement on one core) whose transactions see one snapshot, the first one's, exported
 * to the others; PGlite has one connection, one transaction.
 */
export async function runDoctor(db: Db, options: DoctorOptions = {}): Promise<DoctorReport> {
  const started = performance.now();
  let checks = options.checks ?? CHECKS;
  const asOf = options.asOf;
  let markedBondsOnly = false;
  const context: DoctorContext = {
    dayOf: (alias) =>
      asOf ? sql`${asOf}::date` : sql`(${sql.raw(alias)}.as_of at time zone 'UTC')::date`,
    examples: options.examples ?? 5,
    sample: options.sample ?? 1000,
    // Read in the doctor's snapshot: the same marks its plan read. An array computed once,
    // so each table is read by its bond index (`in (select …)` hashed whole tables).
    judged: (column) =>
      markedBondsOnly
        ? sql.raw(`${column} = any(array(select emission_id from doctor_bond_marks))`)
        : sql`true`,
  };
  const progress = options.onProgress ?? (() => undefined);
  const pool = (db as unknown as { $client: unknown }).$client;
  // Never more workers than the pool has connections: the first waits for the others to join.
  const workers =
    pool instanceof pg.Pool
      ? Math.max(1, Math.min(options.workers ?? 2, checks.length, pool.options.max))
      : 1;
  let results: CheckResult[] = [];
  let next = 0;
  let done = 0;
  const snapshot = deferred<string>();
  const joined = deferred<void>();
  let joining = workers - 1;
  if (joining === 0) joined.resolve();

  const worker = (first: boolean) =>
    inTransaction(db, async (tx) => {
      await tx.execute(sql`set transaction isolation level repeatable read, read only`);
      if (first) {
        // Before the snapshot is shared: the others start on the checks it leaves.
        if (options.plan) {
          const plan = await options.plan(tx, checks);
          checks = plan.checks;
          markedBondsOnly = plan.markedBondsOnly;
          if (plan.sample !== undefined) context.sample = plan.sample;
        }
        results = new Array<CheckResult>(checks.length);
        if (workers > 1) {
          const exported = (await tx.execute(
            sql`select pg_export_snapshot() as id`,
          )) as unknown as {
            rows: { id: string }[];
          };
          snapshot.resolve(exported.rows[0]!.id);
        }
      } else {
        await tx.execute(sql.raw(`set transaction snapshot '${await snapshot.promise}'`));
        if (--joining === 0) joined.resolve();
      }
      // Compiling each statement's expressions (JIT) costs seconds per statement and per
      // worker, more than it saves on these scans: off for this transaction only.
      await tx.execute(sql`set local jit = off`);
      // Its groupings and sorts span whole tables (flows by bond, values by report): memory to
      // hash them rather than sort them on disk (256 MB a node), for this transaction only.
      await tx.execute(sql`set local work_mem = '256MB'`);
      while (next < checks.length) {
        const n = next++;
        const check = checks[n]!;
        progress(done, checks.length, check.name);
        results[n] = await runCheck(tx, check, context);
        done++;
      }
      // The snapshot is exported by this transaction: it lives until every other has it.
      if (first) await joined.promise;
    });
  try {
    await Promise.all(Array.from({ length: workers }, (_, k) => worker(k === 0)));
  } catch (error) {
    // A worker that never got the snapshot must not leave the first one waiting.
    snapshot.reject(error);
    joined.resolve();
    throw error;
  }
  progress(checks.length, checks.length, 'done');
  const problems = results.reduce(
    (n, r) => n + (r.error ? 1 : r.findings.filter((f) => f.count > 0).length),
    0,
  );
  return {
    results,
    asOf: asOf ?? "each bond's as-of date",
    seconds: (performance.now() - started) / 1000,
    problems,
  };
}

/** One check in its savepoint, timed; a failure is its result, not the doctor's. */
async function runCheck(tx: Tx, check: Check, context: DoctorContext): Promise<CheckResult> {
  const at = performance.now();
  try {
    const findings = await tx.transaction((savepoint) =>
      withSettings(savepoint, check.settings ?? {}, () => check.run(savepoint, context)),
    );
    return { check, findings, seconds: (performance.now() - at) / 1000 };
  } catch (error) {
    return {
      check,
      findings: [],
      seconds: (performance.now() - at) / 1000,
      error: databaseWords(error),
    };
  }
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  promise.catch(() => undefined);
  return { promise, resolve, reject };
}

/** Runs `work` with planner settings set for this transaction, then puts them back. */
async function withSettings<T>(
  tx: Tx,
  settings: Readonly<Record<string, string>>,
  work: () => Promise<T>,
): Promise<T> {
  const names = Object.keys(settings);
  if (names.length === 0) return work();
  const previous = new Map<string, string>();
  for (const name of names) {
    const result = (await tx.execute(
      sql`select current_setting(${name}) as value, set_config(${name}, ${settings[name]!}, true)`,
    )) as unknown as { rows: { value: string }[] };
    previous.set(name, result.rows[0]!.value);
  }
  // On failure the check's savepoint is rolled back, and its settings with it.
  const result = await work();
  for (const [name, value] of previous)
    await tx.execute(sql`select set_config(${name}, ${value}, true)`);
  return result;
}

/** A code's count in a report (undefined when its check did not run or failed). */
export function countOf(report: DoctorReport, code: string): number | undefined {
  for (const r of report.results) {
    const f = r.findings.find((x) => x.code === code);
    if (f) return f.count;
  }
  return undefined;
}
