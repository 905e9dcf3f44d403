import fs from 'node:fs';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client';
import { runMigrations } from '../apps/server/src/db/migrate';
import {
  DOCTOR_CHECKS,
  generateWorld,
  runDoctor,
  type DoctorCheck,
  type DoctorReport,
} from '../apps/server/src/data/index';
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
 * finds in memory) and each run's checks are timed; then once more in a single process (no
 * parallel workers) with the CPU seconds its server process spent on each check, read from
 * /proc (a local cluster only): on a shared machine the wall time says how busy the machine
 * was, the CPU time what the doctor itself costs.
 */

const BONDS = Number(process.env.DOCTOR_BENCH_BONDS ?? 20_000);
const YEARS = Number(process.env.DOCTOR_BENCH_YEARS ?? 3);
const RUNS = Number(process.env.DOCTOR_BENCH_RUNS ?? 2);

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

/** CPU seconds (user + system) a local process has used, from /proc; null elsewhere. */
function cpuSeconds(pid: number): number | null {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/** The checks in one server process, each measuring the CPU its statement costs there. */
function measured(cpu: Map<string, number | null>): DoctorCheck[] {
  return DOCTOR_CHECKS.map((check) => ({
    ...check,
    settings: { ...check.settings, max_parallel_workers_per_gather: '0' },
    async run(tx, context) {
      const [me] = rows<{ pid: number }>(await tx.execute(sql`select pg_backend_pid() as pid`));
      const before = cpuSeconds(me!.pid);
      const findings = await check.run(tx, context);
      const after = cpuSeconds(me!.pid);
      cpu.set(check.name, before === null || after === null ? null : after - before);
      return findings;
    },
  }));
}

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
    const loads: string[] = [];
    for (let i = 0; i < RUNS; i++) {
      runs.push(await runDoctor(db));
      loads.push(load());
    }
    const cpu = new Map<string, number | null>();
    const single = await runDoctor(db, { checks: measured(cpu) });
    loads.push(load());
    const first = runs[0]!;
    const cpuOf = (name: string) => {
      const s = cpu.get(name);
      return s === null || s === undefined ? 'n/a' : `${s.toFixed(1)} s`;
    };
    const cpuTotal = [...cpu.values()].every((s) => s !== null)
      ? `**${[...cpu.values()].reduce((a, b) => a! + b!, 0)!.toFixed(1)} s**`
      : 'n/a';
    lines.push(
      '',
      `| check | ${runs.map((_, i) => `run ${i + 1}`).join(' | ')} | one process | its CPU |`,
      `|---|${runs.map(() => '---:').join('|')}|---:|---:|`,
      ...first.results.map(
        (r, n) =>
          `| ${r.check.group}: ${r.check.name} | ${[...runs, single]
            .map(
              (x) =>
                `${x.results[n]!.seconds.toFixed(1)} s${x.results[n]!.error ? ' (failed)' : ''}`,
            )
            .join(' | ')} | ${cpuOf(r.check.name)} |`,
      ),
      `| **whole doctor** (target ≤ 60 s at 500,000 bonds) | ${[...runs, single].map((x) => `**${x.seconds.toFixed(1)} s**`).join(' | ')} | ${cpuTotal} |`,
      `| load average (1, 5, 15 min) after | ${loads.join(' | ')} | |`,
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
