import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client';
import { runMigrations } from '../apps/server/src/db/migrate';
import { generateWorld, runDoctor, type DoctorReport } from '../apps/server/src/data/index';
import {
  findPostgresBinaries,
  startThrowawayCluster,
  type ThrowawayCluster,
} from '../apps/server/test/support/throwaway-cluster';

/*
 * Issue 29's target for the data doctor: every invariant checked over a 500,000-bond world on
 * PostgreSQL in at most 60 s. DOCTOR_BENCH_URL=postgres://... measures an existing world (the
 * scale world that `KEEP=1 bench/scale-generate.sh` leaves running: generating 500,000 bonds
 * takes about 45 minutes); without it a throwaway cluster gets a generated world of
 * DOCTOR_BENCH_BONDS bonds (default 20,000) over DOCTOR_BENCH_YEARS years (default 3). The
 * doctor runs DOCTOR_BENCH_RUNS times (default 2: the first reads from disk what the second
 * finds in memory) and each run's checks are timed.
 */

const BONDS = Number(process.env.DOCTOR_BENCH_BONDS ?? 20_000);
const YEARS = Number(process.env.DOCTOR_BENCH_YEARS ?? 3);
const RUNS = Number(process.env.DOCTOR_BENCH_RUNS ?? 2);

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

export async function doctorSection(): Promise<string> {
  let cluster: ThrowawayCluster | null = null;
  let url = process.env.DOCTOR_BENCH_URL;
  const lines: string[] = [];
  if (!url) {
    const bin = findPostgresBinaries();
    if (!bin) throw new Error('no PostgreSQL binaries under /usr/lib/postgresql');
    cluster = await startThrowawayCluster(bin);
    url = cluster.url;
  }
  const database = await openDatabase({ url });
  try {
    await runMigrations(database);
    const db = database.db;
    const [existing] = rows<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from emissions`),
    );
    if (existing!.n === 0) {
      const t = performance.now();
      await generateWorld(db, { bonds: BONDS, years: YEARS, seed: 1, asOf: '2026-11-20' });
      lines.push(
        `generated ${BONDS} bonds × ${YEARS} years: ${((performance.now() - t) / 1000).toFixed(0)} s`,
      );
    }
    const [size] = rows<Record<string, number | string>>(
      await db.execute(sql`select (select count(*) from emissions)::int as bonds,
        (select count(*) from trading_ticks)::bigint::text as ticks,
        (select count(*) from emission_cash_flows)::bigint::text as flows,
        (select count(*) from report_values)::bigint::text as report_values,
        (select count(*) from participant_quotes)::bigint::text as quotes,
        pg_size_pretty(pg_database_size(current_database())) as size`),
    );
    lines.push(
      `world: ${size!.bonds} bonds, ${size!.ticks} ticks, ${size!.flows} cash flows, ` +
        `${size!.report_values} statement values, ${size!.quotes} quotes; database ${size!.size}`,
    );
    const runs: DoctorReport[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await runDoctor(db));
    const first = runs[0]!;
    lines.push(
      '',
      `| check | ${runs.map((_, i) => `run ${i + 1}`).join(' | ')} |`,
      `|---|${runs.map(() => '---:').join('|')}|`,
      ...first.results.map(
        (r, n) =>
          `| ${r.check.group}: ${r.check.name} | ${runs
            .map(
              (x) =>
                `${x.results[n]!.seconds.toFixed(1)} s${x.results[n]!.error ? ' (failed)' : ''}`,
            )
            .join(' | ')} |`,
      ),
      `| **whole doctor** (target ≤ 60 s at 500,000 bonds) | ${runs.map((x) => `**${x.seconds.toFixed(1)} s**`).join(' | ')} |`,
      '',
      `broken invariants: ${
        first.results
          .flatMap((r) => r.findings.filter((f) => f.count > 0).map((f) => `${f.code} ${f.count}`))
          .join(', ') || 'none'
      }`,
    );
    return `### Data doctor\n\n${lines.join('\n')}`;
  } finally {
    await database.close();
    await cluster?.dispose();
  }
}
