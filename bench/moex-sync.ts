import os from 'node:os';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client';
import { runMigrations } from '../apps/server/src/db/migrate';
import { syncMarket, type MarketResult } from '../apps/server/src/data/sync/moex-daily';
import { tradingDays } from '../apps/server/src/data/sync/moex-daily-history';
import { IssMarketFake } from '../apps/server/test/support/iss-market-fake';
import { buildMarket, SNAPSHOT_DAY } from '../apps/server/test/support/iss-market';

/*
 * Issue 34 items 3 and 8: the MOEX sync against a local ISS serving MOEX_BENCH_BONDS bonds
 * (default 3,000) built from the 2021-06-16 whole-market snapshot (../shared/data/moex; the
 * rows again under new codes beyond its 2,304 bonds): a first discovery into an empty embedded
 * database (PGlite, in memory; MOEX_BENCH_URL=postgres://… for a server), then the next trading
 * day's daily run, each at MOEX_BENCH_RATE requests a second (default 4, the sync's own).
 * MOEX_BENCH_DAYS: days of history the discovery reads (default 30). Prints the requests of
 * each kind and the times, and the G-curve's (its days, the G-spreads set afterwards on ticks
 * stored before their curve, the seconds from its first request to the run's end):
 * `npx tsx bench/moex-sync.ts`.
 */
const BONDS = Number(process.env.MOEX_BENCH_BONDS ?? 3000);
const RATE = Number(process.env.MOEX_BENCH_RATE ?? 4);
const DAYS = Number(process.env.MOEX_BENCH_DAYS ?? 30);

const KINDS = ['list', 'search', 'description', 'bondization', 'history', 'curve'] as const;

async function main() {
  const market = buildMarket(SNAPSHOT_DAY, BONDS);
  const iss = new IssMarketFake(market, SNAPSHOT_DAY);
  await iss.start();
  const database = await openDatabase({ url: process.env.MOEX_BENCH_URL ?? null });
  await runMigrations(database);
  const lines: string[] = [];
  const runOnce = async (what: string, asOf: string) => {
    iss.asOf = asOf;
    iss.log = [];
    const started = performance.now();
    let fetchedAt = 0;
    let curveAt = 0;
    const result: MarketResult = await syncMarket(database.db, {
      baseUrl: iss.url,
      requestsPerSecond: RATE,
      asOf,
      historyDays: DAYS,
      log: (line) => {
        if (line.startsWith('history ') && !fetchedAt) fetchedAt = performance.now();
        if (line.startsWith('curve ') && !curveAt) curveAt = performance.now();
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
    // The G-curve's days and the G-spreads of their ticks, from the first curve request on.
    console.error(
      `${what}: G-curve ${result.curveDays.length} days, ${result.gSpreads} G-spreads set, ` +
        `${curveAt ? ((performance.now() - curveAt) / 1000).toFixed(1) : '0'} s from the first curve ` +
        `request to the end (the curves, then the history with its G-spreads); ` +
        `last stored day read again: ${result.rechecked ?? 'none'}`,
    );
  };
  await runOnce(`discovery (${DAYS} days)`, SNAPSHOT_DAY);
  const [next] = tradingDays('2021-06-17', '2021-06-30');
  await runOnce(`daily run (${next})`, next as string);
  const ticks = (
    (await database.db.execute(sql`select count(*)::int as n from trading_ticks`)) as unknown as {
      rows: { n: number }[];
    }
  ).rows[0]!.n;
  console.log(
    `MOEX sync, ${BONDS} bonds, ${RATE} requests/s, ${process.env.MOEX_BENCH_URL ? 'PostgreSQL' : 'PGlite'}; ` +
      `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, ` +
      `${new Date().toISOString().slice(0, 16)} UTC; ${ticks} ticks stored\n`,
  );
  console.log(
    '| run | bonds listed | created / updated / unchanged | days | requests | time | of which waiting for the rate (requests / rate) | failures |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const l of lines) console.log(l);
  await database.close();
  await iss.stop();
}

await main();
