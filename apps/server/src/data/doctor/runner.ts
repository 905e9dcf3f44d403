import { sql } from 'drizzle-orm';
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
  /** The checks to run (default: all of the registry). */
  checks?: readonly Check[];
  onProgress?: (done: number, total: number, step: string) => void;
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
 * Runs the checks in one READ ONLY transaction at REPEATABLE READ: every check sees the same
 * snapshot, and the database refuses any write (a check that tried would fail, and the others
 * still run: each check has its own savepoint).
 */
export async function runDoctor(db: Db, options: DoctorOptions = {}): Promise<DoctorReport> {
  const started = performance.now();
  const checks = options.checks ?? CHECKS;
  const asOf = options.asOf;
  const context: DoctorContext = {
    dayOf: (alias) =>
      asOf ? sql`${asOf}::date` : sql`(${sql.raw(alias)}.as_of at time zone 'UTC')::date`,
    examples: options.examples ?? 5,
    sample: options.sample ?? 1000,
  };
  const progress = options.onProgress ?? (() => undefined);
  const results: CheckResult[] = [];
  await inTransaction(db, async (tx) => {
    await tx.execute(sql`set transaction isolation level repeatable read, read only`);
    // Compiling each statement's expressions (JIT) costs seconds per statement and per worker,
    // more than it saves on these scans: off for this transaction only.
    await tx.execute(sql`set local jit = off`);
    // Its groupings and sorts span whole tables (ticks by benchmark and day, flows by bond):
    // memory to hash them rather than sort them on disk (256 MB a node), for this transaction only.
    await tx.execute(sql`set local work_mem = '256MB'`);
    for (const [n, check] of checks.entries()) {
      progress(n, checks.length, check.name);
      const at = performance.now();
      try {
        const findings = await tx.transaction((savepoint) =>
          withSettings(savepoint, check.settings ?? {}, () => check.run(savepoint, context)),
        );
        results.push({ check, findings, seconds: (performance.now() - at) / 1000 });
      } catch (error) {
        results.push({
          check,
          findings: [],
          seconds: (performance.now() - at) / 1000,
          error: reason(error),
        });
      }
    }
    progress(checks.length, checks.length, 'done');
  });
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

/** The database's own words (drizzle wraps them in "Failed query: <the statement>"). */
function reason(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.cause instanceof Error ? error.cause.message : error.message;
}

/** A code's count in a report (undefined when its check did not run or failed). */
export function countOf(report: DoctorReport, code: string): number | undefined {
  for (const r of report.results) {
    const f = r.findings.find((x) => x.code === code);
    if (f) return f.count;
  }
  return undefined;
}
