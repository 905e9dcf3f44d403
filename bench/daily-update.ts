import os from 'node:os';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client';
import { runMigrations } from '../apps/server/src/db/migrate';
import {
  doctorModeFor,
  generateWorld,
  runStoredDoctor,
  type StoredDoctorReport,
} from '../apps/server/src/data/index';
import { refreshScreen } from '../apps/server/src/modules/screener/screen-refresh.service';
import { buildSearchEntries } from '../apps/server/src/modules/search/search-entries.repository';
import {
  findPostgresBinaries,
  startThrowawayCluster,
  type ThrowawayCluster,
} from '../apps/server/test/support/throwaway-cluster';
import { writeTradingDay } from './screener';
import { vacuumsNow } from './autovacuum';

/*
 * Issue 34 item 8: a daily update of 500,000 bonds on PostgreSQL takes <= 60 s once the data
 * has arrived: one trading day of the world's own volume written as the sync writes it (the
 * ticks, the traders' as-of moved), then the screener's refresh and the data doctor side by
 * side, as the scheduled run does (data/after-write.ts), the doctor judging what the day
 * touched (data/doctor/stored.ts). DAILY_BENCH_URL=postgres://... measures an existing world
 * (the scale world); without it a throwaway cluster gets a generated world of
 * DAILY_BENCH_BONDS bonds (default 20,000, 3 years). Before the day, the screen and the
 * doctor's standing findings are brought in step (a full doctor when none are stored): the
 * state a server is in the evening before. DAILY_BENCH_DAYS days in a row (default 1).
 */

const BONDS = Number(process.env.DAILY_BENCH_BONDS ?? 20_000);
const DAYS = Number(process.env.DAILY_BENCH_DAYS ?? 1);
/** The refresh, then the doctor (DAILY_BENCH_SEQUENTIAL=1): what side by side saves. */
const SEQUENTIAL = process.env.DAILY_BENCH_SEQUENTIAL === '1';

const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
const timed = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
  const t = performance.now();
  const result = await work();
  return [result, performance.now() - t];
};
const doctorLine = (r: StoredDoctorReport) =>
  `${r.mode}, ${r.judgedBonds ?? 'all'} bonds judged, ${r.checksRun} checks run, ` +
  `${r.checksKept} standing; ${r.problems} invariants broken`;

export async function dailyUpdateSection(): Promise<string> {
  let cluster: ThrowawayCluster | null = null;
  let url = process.env.DAILY_BENCH_URL;
  const lines: string[] = [];
  const say = (line: string) => {
    lines.push(line);
    console.error(line);
  };
  if (!url) {
    const bin = findPostgresBinaries();
    if (!bin) throw new Error('no PostgreSQL binaries under /usr/lib/postgresql');
    cluster = await startThrowawayCluster(bin);
    url = cluster.url;
  }
  const database = await openDatabase({ url });
  try {
    const db = database.db;
    say(
      `machine: ${os.cpus().length} × ${os.cpus()[0]?.model}, ${Math.round(os.totalmem() / 2 ** 30)} GiB; load ${load()}`,
    );
    let [, ms] = await timed(() => runMigrations(database, (m) => console.error(m)));
    say(`migrations and derived tables: ${secs(ms)}`);
    const [{ n }] = (
      (await db.execute(sql`select count(*)::int as n from emissions`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows as [{ n: number }];
    if (n === 0) {
      [, ms] = await timed(() =>
        generateWorld(db, { bonds: BONDS, years: 3, seed: 1, asOf: '2026-11-20' }),
      );
      say(`demo world of ${BONDS} bonds: ${secs(ms)}`);
    }
    const [before, refreshMs] = await timed(() => refreshScreen(db));
    say(`the evening before: screen in step (${before.refreshed} bonds, ${secs(refreshMs)})`);
    // Whatever was written since the doctor last ran (a full run when none is stored).
    const mode = await doctorModeFor(db);
    const [standing, standingMs] = await timed(() => runStoredDoctor(db, { mode }));
    say(`the evening before: the doctor, ${doctorLine(standing)}, ${secs(standingMs)}`);
    // A database migrated to new search rules has every entity marked: built whole here.
    const [, searchBeforeMs] = await timed(() => buildSearchEntries(db));
    say(`the evening before: the site search in step, ${secs(searchBeforeMs)}`);
    let asOf = before.asOf;
    say('');
    say(
      `| day | ticks written | as-of moved | write | refresh (bonds) | doctor | ${SEQUENTIAL ? 'refresh, then doctor' : 'refresh ‖ doctor'} | **whole update** | search entries (before the refresh; not in the target) | load after | vacuums after |`,
    );
    say('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |');
    for (let d = 0; d < DAYS; d++) {
      const [day, writingMs] = await timed(() => writeTradingDay(db, asOf, 'as yesterday'));
      const writeMs = writingMs - day.chooseMs;
      // The scheduled run rebuilds the site search's entries first (data/after-write.ts).
      const [, searchMs] = await timed(() => buildSearchEntries(db));
      let refreshed = 0;
      let refreshOwn = 0;
      let doctorOwn = 0;
      let report: StoredDoctorReport | null = null;
      const refresh = () =>
        timed(() => refreshScreen(db)).then(([r, t]) => {
          refreshed = r.refreshed;
          asOf = r.asOf;
          refreshOwn = t;
        });
      const doctor = () =>
        // On the background's connections, as data/after-write.ts runs it.
        timed(() => runStoredDoctor(database.background, { mode: 'incremental' })).then(
          ([r, t]) => {
            report = r;
            doctorOwn = t;
          },
        );
      const [, bothMs] = await timed(async () => {
        if (SEQUENTIAL) await refresh().then(doctor);
        else await Promise.all([refresh(), doctor()]);
      });
      say(
        `| ${day.day} | ${day.ticks} | ${day.moved} | ${secs(writeMs)} | ${secs(refreshOwn)} (${refreshed}) | ` +
          `${secs(doctorOwn)} | ${secs(bothMs)} | **${secs(writeMs + bothMs)}** | ${secs(searchMs)} | ${load()} | ` +
          `${await vacuumsNow(db)} |`,
      );
      say(`  doctor: ${doctorLine(report!)}`);
    }
  } finally {
    await database.close();
    await cluster?.stop();
  }
  return lines.join('\n');
}
