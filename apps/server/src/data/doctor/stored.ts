import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inTransaction, type Executor } from '../../db/transaction';
import { CHECKS, INVARIANTS } from './registry';
import { runDoctor, type CheckResult, type DoctorOptions, type DoctorReport } from './runner';
import type { Check, Finding } from './types';

/**
 * The doctor whose findings stand between runs (schema/doctor.ts): a full run judges the whole
 * database; an incremental run (after a daily update) judges what was written since the last
 * run and keeps the rest of the last findings:
 * - the checks judged per bond (life, cash flows, ticks, stretches, quotes) read only the bonds
 *   marked since (db/doctor-marks.ts); their stored counts per bond are replaced for those
 *   bonds and kept for the others;
 * - a check reading tables whole runs again only when one of them was written since; else
 *   its findings stand as stored.
 * Each run then removes the marks it read. What an incremental run cannot see: a bond judged
 * by another bond's row (a T-spread's benchmark ending) is judged again when it is touched,
 * or by the next full run (the first run, a start, and at least weekly: `doctorModeFor`).
 */
export type DoctorMode = 'full' | 'incremental';

export interface StoredDoctorReport extends DoctorReport {
  mode: DoctorMode;
  /** The bonds judged: null for all of them. */
  judgedBonds: number | null;
  /** Checks run, and checks whose findings stand as stored (nothing they read was written). */
  checksRun: number;
  checksKept: number;
}

/** Bonds whose tick stretches an incremental run sums again (a full run: 1,000). */
const INCREMENTAL_SAMPLE = 100;

/** A full run at least this often, whatever the schedule asks (days). */
export const FULL_EVERY_DAYS = 7;

interface StoredFinding extends Finding {
  fullAt: string;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

async function readFindings(db: Executor): Promise<Map<string, StoredFinding>> {
  const rows = rowsOf<{
    code: string;
    count: number | string;
    by_bond: Record<string, number> | string | null;
    examples: Record<string, unknown>[] | string;
    full_at: string;
  }>(
    await db.execute(sql`select code, count, by_bond, examples, full_at::text as full_at
      from doctor_findings`),
  );
  const parse = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);
  return new Map(
    rows.map((r) => [
      r.code,
      {
        code: r.code,
        count: Number(r.count),
        examples: parse(r.examples),
        ...(r.by_bond === null ? {} : { byBond: parse(r.by_bond) }),
        fullAt: r.full_at,
      },
    ]),
  );
}

/**
 * Full when nothing is stored yet (or an invariant is new) or the last full run is older
 * than FULL_EVERY_DAYS; else incremental.
 */
export async function doctorModeFor(db: Db, now = new Date()): Promise<DoctorMode> {
  const stored = await readFindings(db);
  if (!INVARIANTS.every((i) => stored.has(i.code))) return 'full';
  const oldest = Math.min(...[...stored.values()].map((f) => Date.parse(f.fullAt)));
  return now.getTime() - oldest > FULL_EVERY_DAYS * 86_400_000 ? 'full' : 'incremental';
}

/** A bond's stored findings replaced by the run's for the bonds judged, the others kept. */
function merged(
  before: StoredFinding,
  now: Finding,
  judged: ReadonlySet<string>,
  examples: number,
): Finding {
  const byBond: Record<string, number> = {};
  for (const [bond, n] of Object.entries(before.byBond ?? {}))
    if (!judged.has(bond)) byBond[bond] = n;
  Object.assign(byBond, now.byBond ?? {});
  const kept = before.examples.filter((e) => !judged.has(String(e.bond)));
  return {
    code: now.code,
    count: Object.values(byBond).reduce((a, b) => a + b, 0),
    byBond,
    examples: [...now.examples, ...kept]
      .sort((a, b) => Number(a.bond) - Number(b.bond))
      .slice(0, examples),
  };
}

/**
 * Runs the doctor in `mode` (incremental falls back to full when nothing is stored), merges its
 * findings with the stored ones, stores them and removes the marks it read. Judging on one
 * day for all bonds (`asOf`) is a different question: use `runDoctor` for it.
 */
export async function runStoredDoctor(
  db: Db,
  options: Omit<DoctorOptions, 'asOf' | 'checks' | 'plan'> & { mode: DoctorMode },
): Promise<StoredDoctorReport> {
  const examples = options.examples ?? 5;
  let mode = options.mode;
  let stored = new Map<string, StoredFinding>();
  let bondMarks: { id: number; mark: string }[] = [];
  let tableMarks: { name: string; mark: string }[] = [];
  const report = await runDoctor(db, {
    ...options,
    examples,
    plan: async (tx, checks) => {
      stored = await readFindings(tx);
      bondMarks = rowsOf<{ id: number; mark: string }>(
        await tx.execute(sql`select emission_id as id, mark::text as mark from doctor_bond_marks`),
      );
      tableMarks = rowsOf<{ name: string; mark: string }>(
        await tx.execute(
          sql`select table_name as name, mark::text as mark from doctor_table_marks`,
        ),
      );
      if (!INVARIANTS.every((i) => stored.has(i.code))) mode = 'full';
      if (mode === 'full') return { checks, markedBondsOnly: false };
      const written = new Set(tableMarks.map((t) => t.name));
      return {
        checks: checks.filter(
          (c) => c.perBond || !c.reads || c.reads.some((table) => written.has(table)),
        ),
        markedBondsOnly: true,
        // The stretches re-summed from the ticks, among the touched bonds: their ticks are
        // the day's traders', ten years each (1,000 of them cost ~15 s at 500,000 bonds).
        sample: Math.min(options.sample ?? 1000, INCREMENTAL_SAMPLE),
      };
    },
  });
  const judged = new Set(bondMarks.map((b) => String(b.id)));
  const ran = new Map<Check, CheckResult>(report.results.map((r) => [r.check, r]));
  const results: CheckResult[] = CHECKS.map((check) => {
    const result = ran.get(check);
    if (!result)
      return {
        check,
        findings: check.invariants.map((i) => stored.get(i.code)!),
        seconds: 0,
      };
    if (mode === 'full' || result.error || !check.perBond) return result;
    return {
      ...result,
      findings: result.findings.map((f) => merged(stored.get(f.code)!, f, judged, examples)),
    };
  });
  const failed = results.some((r) => r.error);
  await inTransaction(db, async (tx) => {
    for (const r of results) {
      if (!ran.has(r.check) || r.error) continue;
      for (const f of r.findings) {
        const byBond = r.check.perBond ? JSON.stringify(f.byBond ?? {}) : null;
        await tx.execute(sql`insert into doctor_findings
            (code, count, by_bond, examples, judged_at, full_at)
          values (${f.code}, ${f.count}, ${byBond}::jsonb, ${JSON.stringify(f.examples)}::jsonb,
            now(), ${mode === 'full' ? sql`now()` : sql`'-infinity'::timestamptz`})
          on conflict (code) do update set count = excluded.count, by_bond = excluded.by_bond,
            examples = excluded.examples, judged_at = excluded.judged_at,
            full_at = ${mode === 'full' ? sql`excluded.full_at` : sql`doctor_findings.full_at`}`);
      }
    }
    // A check that failed judged nothing: its bonds and tables stay marked for the next run.
    if (failed) return;
    // Only the marks read: a bond or table marked again since has a newer mark and stays.
    await tx.execute(sql`delete from doctor_bond_marks d
      using unnest(${`{${bondMarks.map((b) => b.id).join(',')}}`}::int[],
        ${`{${bondMarks.map((b) => b.mark).join(',')}}`}::bigint[]) as r(id, mark)
      where d.emission_id = r.id and d.mark = r.mark`);
    await tx.execute(sql`delete from doctor_table_marks d
      using unnest(${`{${tableMarks.map((t) => t.name).join(',')}}`}::text[],
        ${`{${tableMarks.map((t) => t.mark).join(',')}}`}::bigint[]) as r(name, mark)
      where d.table_name = r.name and d.mark = r.mark`);
  });
  const problems = results.reduce(
    (n, r) => n + (r.error ? 1 : r.findings.filter((f) => f.count > 0).length),
    0,
  );
  return {
    ...report,
    results,
    problems,
    mode,
    judgedBonds: mode === 'full' ? null : judged.size,
    checksRun: ran.size,
    checksKept: CHECKS.length - ran.size,
  };
}
