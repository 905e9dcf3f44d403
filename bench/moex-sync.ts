import os from 'node:os';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client';
import { runMigrations } from '../apps/server/src/db/migrate';
import { ISS_REQUESTS_PER_SECOND } from '../apps/server/src/data/sync/iss-client';
import { syncMarket, type MarketResult } from '../apps/server/src/data/sync/moex-daily';
import { tradingDays } from '../apps/server/src/data/sync/moex-daily-history';
import { IssMarketFake } from '../apps/server/test/support/iss-market-fake';
import {
  findPostgresBinaries,
  startThrowawayCluster,
  type ThrowawayCluster,
} from '../apps/server/test/support/throwaway-cluster';
import { buildMarket, SNAPSHOT_DAY } from '../apps/server/test/support/iss-market';

/*
 * Issue 34 items 3 and 8: the MOEX sync against a local ISS serving MOEX_BENCH_BONDS bonds
 * (default 3,000) built from the 2021-06-16 whole-market snapshot (../shared/data/moex; the
 * rows again under new codes beyond its 2,304 bonds): a first discovery into an empty embedded
 * database (PGlite, in memory; MOEX_BENCH_URL=postgres://… for a server), then the next two
 * trading days' runs, each at MOEX_BENCH_RATE requests a second (default the sync's own, 15).
 * MOEX_BENCH_WAYS: the discoveries to measure, each into its own empty database, `bulk` (the
 * market-wide bondization and the newest day's history; the next run reads the rest of the
 * window) and `per-bond` (a bondization a bond and the whole window's history); default both.
 * With MOEX_BENCH_URL, an empty database for one way: measure one way a run (MOEX_BENCH_WAYS);
 * MOEX_BENCH_DB=postgres starts a throwaway PostgreSQL cluster for each way instead.
 * MOEX_BENCH_DAYS: days of history a discovery reads (default 30). Prints the requests of each
 * kind and the times, and the G-curve's (its days, the G-spreads set afterwards on ticks stored
 * before their curve, the last stored day read again): `npx tsx bench/moex-sync.ts`.
 */
const BONDS = Number(process.env.MOEX_BENCH_BONDS ?? 3000);
const RATE = Number(process.env.MOEX_BENCH_RATE ?? ISS_REQUESTS_PER_SECOND);
const DAYS = Number(process.env.MOEX_BENCH_DAYS ?? 30);

const WAYS = (process.env.MOEX_BENCH_WAYS ?? 'bulk,per-bond').split(',');

const KINDS = [
  'list',
  'search',
  'description',
  'bondization',
  'market bondization',
  'history',
  'curve',
] as const;

async function main() {
  const market = buildMarket(SNAPSHOT_DAY, BONDS);
  const iss = new IssMarketFake(market, SNAPSHOT_DAY);
  await iss.start();
  const lines: string[] = [];
  const ticks: string[] = [];
  for (const way of WAYS) {
    let cluster: ThrowawayCluster | null = null;
    if (process.env.MOEX_BENCH_DB === 'postgres' && !process.env.MOEX_BENCH_URL) {
      const bin = findPostgresBinaries();
      if (!bin) throw new Error('no PostgreSQL binaries under /usr/lib/postgresql');
      cluster = await startThrowawayCluster(bin);
    }
    const database = await openDatabase({
      url: cluster?.url ?? process.env.MOEX_BENCH_URL ?? null,
    });
    await runMigrations(database);
    const runOnce = async (what: string, asOf: string) => {
      iss.asOf = asOf;
      iss.log = [];
      const started = performance.now();
      // When the market's schedules were read (the bonds' writing starts) and written.
      let schedulesAt = 0;
      let writtenAt = 0;
      const result: MarketResult = await syncMarket(database.db, {
        baseUrl: iss.url,
        requestsPerSecond: RATE,
        asOf,
        historyDays: DAYS,
        ...(way === 'per-bond' ? { bulkFrom: Number.POSITIVE_INFINITY } : {}),
        log: (line) => {
          if (line.startsWith('market bondization: ')) schedulesAt = performance.now();
        },
        onProgress: (_n, _total, step) => {
          if (step === 'history') writtenAt = performance.now();
        },
      });
      const seconds = (performance.now() - started) / 1000;
      const kinds = KINDS.map((k) => `${k} ${iss.count(k)}`).join(', ');
      lines.push(
        `| ${what} | ${result.listed} | ${result.bonds.inserted} / ${result.bonds.updated} / ` +
          `${result.bonds.unchanged} | ${result.days.length} | ${result.requests} (${kinds}) | ` +
          `${seconds.toFixed(1)} s | ${(result.requests / RATE).toFixed(0)} s | ${result.failed.length} |`,
      );
      console.error(lines.at(-1));
      if (schedulesAt)
        console.error(
          `${what}: market schedules read after ${((schedulesAt - started) / 1000).toFixed(1)} s, ` +
            `new bonds written ${((writtenAt - schedulesAt) / 1000).toFixed(1)} s later, ` +
            `then ${((performance.now() - writtenAt) / 1000).toFixed(1)} s (curve, history) to the end`,
        );
      console.error(
        `${what}: G-curve ${result.curveDays.length} days, ${result.gSpreads} G-spreads set ` +
          `afterwards; last stored day read again: ${result.rechecked ?? 'none'}`,
      );
    };
    await runOnce(`${way}: discovery (${DAYS} days' window)`, SNAPSHOT_DAY);
    const [next, after] = tradingDays('2021-06-17', '2021-06-30');
    await runOnce(`${way}: next run (${next})`, next as string);
    await runOnce(`${way}: daily run (${after})`, after as string);
    const n = (
      (await database.db.execute(sql`select count(*)::int as n from trading_ticks`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0]!.n;
    ticks.push(`${way} ${n}`);
    await database.close();
    await cluster?.dispose();
  }
  console.log(
    `MOEX sync, ${BONDS} bonds, ${RATE} requests/s, ${process.env.MOEX_BENCH_URL || process.env.MOEX_BENCH_DB === 'postgres' ? 'PostgreSQL' : 'PGlite'}; ` +
      `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, ` +
      `${new Date().toISOString().slice(0, 16)} UTC; ticks stored: ${ticks.join(', ')}\n`,
  );
  console.log(
    '| run | bonds listed | created / updated / unchanged | days | requests | time | of which waiting for the rate (requests / rate) | failures |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const l of lines) console.log(l);
  await iss.stop();
}

await main();
