import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../apps/server/src/db/client';
import { runMigrations } from '../apps/server/src/db/migrate';
import { aliveOnSql } from '../apps/server/src/lib/bond-life';
import { generateWorld } from '../apps/server/src/data/index';
import { refreshScreen } from '../apps/server/src/modules/screener/screen-refresh.service';
import { vacuumsNow } from './autovacuum';
import {
  findPostgresBinaries,
  startThrowawayCluster,
  type ThrowawayCluster,
} from '../apps/server/test/support/throwaway-cluster';

/*
 * Issue 33 item 7: the screener at scale on PostgreSQL.
 * - The snapshot: a full refresh of every bond, then one trading day refreshed (the data's as-of
 *   moves to it): a day like the world's newest, then one where every live priced bond trades;
 *   target <= 60 s.
 * - The list: screens of up to five filters with a sort and one page of 30, count included, by
 *   16 closed-loop clients against the server: target p95 <= 50 ms; then the same screens each on
 *   one trading ground (its own rows, bond_screen_grounds).
 * SCREENER_BENCH_URL=postgres://... measures an existing world (the scale world that
 * `KEEP=1 bench/scale-generate.sh 500000 10` leaves running); without it a throwaway cluster
 * gets a generated world of SCREENER_BENCH_BONDS bonds (default 20,000, 3 years).
 */

const BONDS = Number(process.env.SCREENER_BENCH_BONDS ?? 20_000);
const CLIENTS = 16;
const SECONDS = Number(process.env.SCREENER_BENCH_SECONDS ?? 15);
/** Only the snapshot's refresh, no server and no screens (SCREENER_BENCH_REFRESH_ONLY=1). */
const REFRESH_ONLY = process.env.SCREENER_BENCH_REFRESH_ONLY === '1';
/** Only the screens, on the world as it stands (SCREENER_BENCH_LIST_ONLY=1). */
const LIST_ONLY = process.env.SCREENER_BENCH_LIST_ONLY === '1';
const repo = path.resolve(import.meta.dirname, '..');

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;
const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

/** Screens a user builds: at most five filters, a sort, the first or a later page. */
const SCREENS: Record<string, string> = {
  'yield 10-20, duration <= 3, traded >= 10, sort yield desc':
    'yieldMin=10&yieldMax=20&durationMax=3&tradedDaysMin=10&sort=yield&order=desc',
  'RUB corporates A- or better, 1-3 years, sort duration':
    'currency=RUB&kind=corporate&ratingMin=A-&durationMin=1&durationMax=3&sort=duration',
  'floaters, live, sort liquidity desc':
    'couponType=floating&status=live&sort=liquidity&order=desc',
  'puts within 90 days, sort yield': 'offerWithinDays=90&offerType=put&sort=yield',
  'high yield: yield >= 20, G-spread >= 500, sort G-spread desc':
    'yieldMin=20&gSpreadMin=500&status=live&sort=gSpread&order=desc',
  'text "bank", live, sort name, page 3': 'q=bank&status=live&sort=name&offset=60',
  'USD, maturity 2030-2035, sort maturity':
    'currency=USD&maturityFrom=2030-01-01&maturityTo=2035-12-31&sort=maturity',
  'everything, sort yield worst first': 'sort=yieldToWorst&order=desc',
  // On one ground: each bond's numbers there (bond_screen_grounds joined to the main rows).
  'on MOEX: yield 10-20, duration <= 3, sort yield desc':
    'ground=1&yieldMin=10&yieldMax=20&durationMax=3&sort=yield&order=desc',
  'on SPB: traded >= 5, sort liquidity desc': 'ground=2&tradedDaysMin=5&sort=liquidity&order=desc',
  'on the estimation ground, sort G-spread desc': 'ground=4&sort=gSpread&order=desc',
};

/** Distinct screens a run draws from (a run of 15 s asks fewer). */
const DISTINCT = 20_000;

/** How often the typing user of the last run asks a new text. */
const TYPING_MS = 200;

/** What a user types into the text filter, a letter at a time. */
const TYPED = 'bank zeni';

/** What a browser accepts (Chrome's header): the server answers brotli, as it does them. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

/** The hello-world route (BENCH_HELLO_ROUTE=1): what the server answers with no work at all. */
const HELLO = '/api/bench/hello/';

function get(agent: http.Agent, origin: string, query: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.request(
      new URL(query === HELLO ? HELLO : `/api/bonds/?limit=30&${query}`, origin),
      { agent, headers: { 'accept-encoding': BROWSER_ENCODINGS } },
      (res) => {
        res.on('data', () => undefined);
        res.on('end', () =>
          res.statusCode === 200
            ? resolve(performance.now() - started)
            : reject(new Error(`${query}: ${res.statusCode}`)),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** CPU time (user + system, every thread) of a process, in ms; 0 when it is gone. */
function cpuMsOf(pid: number): number {
  try {
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}
/** Linux's USER_HZ: /proc counts CPU time in hundredths of a second. */
const CLOCK_TICKS = 100;

/** CPU time of each PostgreSQL process on this machine (the server's backends), in ms, by pid. */
function postgresCpuMs(): Map<number, number> {
  const byPid = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres')
        byPid.set(Number(entry), cpuMsOf(Number(entry)));
    } catch {
      // gone meanwhile
    }
  }
  return byPid;
}

/**
 * PostgreSQL's CPU between two readings: each process's growth (a process that ended
 * meanwhile counts nothing, not minus all it ever spent: the pool closes idle connections).
 */
function postgresCpuSince(before: Map<number, number>): number {
  let total = 0;
  // A process read as gone between the listing and its stat reads 0: never less than nothing.
  for (const [pid, ms] of postgresCpuMs()) total += Math.max(0, ms - (before.get(pid) ?? 0));
  return total;
}

/** CPU spent while `work` ran: by the server, by PostgreSQL and by this client, in ms. */
async function cpuDuring<T>(serverPid: number, work: () => Promise<T>) {
  const before = { server: cpuMsOf(serverPid), pg: postgresCpuMs(), client: process.cpuUsage() };
  const value = await work();
  const client = process.cpuUsage(before.client);
  return {
    value,
    server: cpuMsOf(serverPid) - before.server,
    pg: postgresCpuSince(before.pg),
    client: (client.user + client.system) / 1000,
  };
}

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;
};

/** CLIENTS closed loops for `seconds`, each asking the next query; the times of all answers. */
async function closedLoop(
  agent: http.Agent,
  origin: string,
  nextQuery: () => string,
  seconds: number,
): Promise<number[]> {
  const times: number[] = [];
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < until) times.push(await get(agent, origin, nextQuery()));
    }),
  );
  return times;
}

/** A seeded generator (mulberry32): the same screens on every run. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Filters a user sets, each a function of a random draw. */
const FILTERS: ((r: () => number) => string)[] = [
  (r) => `yieldMin=${Math.floor(r() * 25)}`,
  (r) => `yieldMax=${25 + Math.floor(r() * 20)}`,
  (r) => `durationMax=${1 + Math.floor(r() * 8)}`,
  (r) => `durationMin=${r().toFixed(1)}`,
  (r) => `gSpreadMin=${Math.floor(r() * 600)}`,
  (r) => `tradedDaysMin=${Math.floor(r() * 20)}`,
  (r) => `currency=${['RUB', 'USD', 'EUR'][Math.floor(r() * 3)]}`,
  (r) => `kind=${['corporate', 'bank', 'sovereign', 'municipal'][Math.floor(r() * 4)]}`,
  (r) => `couponType=${['fixed', 'floating', 'zero'][Math.floor(r() * 3)]}`,
  (r) => `ratingMin=${['AA-', 'A-', 'BBB-', 'BB-', 'B-'][Math.floor(r() * 5)]}`,
  (r) => `offerWithinDays=${30 + Math.floor(r() * 365)}`,
  () => 'status=live',
  (r) => `maturityTo=${2027 + Math.floor(r() * 10)}-12-31`,
  (r) => `amortizing=${r() < 0.5}`,
];
const SORTS = ['yield', 'duration', 'gSpread', 'liquidity', 'maturity', 'name', 'rating'];

export function randomScreens(n: number): string[] {
  const r = random(20261130);
  const out = new Set<string>();
  while (out.size < n) {
    const count = 1 + Math.floor(r() * 5);
    const chosen = new Set<number>();
    while (chosen.size < count) chosen.add(Math.floor(r() * FILTERS.length));
    const parts = [...chosen].map((i) => FILTERS[i]!(r));
    parts.push(`sort=${SORTS[Math.floor(r() * SORTS.length)]}`);
    if (r() < 0.5) parts.push('order=desc');
    if (r() < 0.2) parts.push(`offset=${30 * (1 + Math.floor(r() * 5))}`);
    out.add(parts.join('&'));
  }
  return [...out];
}

async function startServer(url: string): Promise<{ origin: string; server: ChildProcess }> {
  const port = 4400 + Math.floor(Math.random() * 400);
  // SCREENER_BENCH_NODE_ARGS: the server's own node flags (e.g. --cpu-prof to see its time).
  const nodeArgs = (process.env.SCREENER_BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const server = spawn('node', [...nodeArgs, '--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: repo,
    env: {
      ...process.env,
      DATABASE_URL: url,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000000',
      BENCH_HELLO_ROUTE: '1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const origin = `http://127.0.0.1:${port}`;
  const started = performance.now();
  while (
    !(await fetch(`${origin}/api/health`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (performance.now() - started > 300_000) throw new Error('the server did not start');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { origin, server };
}

/**
 * One trading day on the next weekday, a tenth of a point either way: `traders` says who trades.
 * - 'as yesterday': every bond with a tick on its ground's newest generated day (not one of
 *   these) trades there again,
 *   as many as the generator's own days hold (a day of the world as it grows);
 * - 'every live bond': every live priced bond trades on its screen ground (the worst case).
 */
export async function writeTradingDay(
  db: Database['db'],
  asOf: string,
  traders: 'as yesterday' | 'every live bond',
): Promise<{ day: string; ticks: number; moved: number; chooseMs: number }> {
  const next = new Date(`${asOf}T00:00:00Z`);
  do next.setUTCDate(next.getUTCDate() + 1);
  while (next.getUTCDay() === 0 || next.getUTCDay() === 6);
  const day = next.toISOString().slice(0, 10);
  // A bond matured, redeemed or defaulted by the new day trades no more (an exchange stops it).
  const tradesOn = aliveOnSql('e', sql`${day}::date`);
  const who =
    traders === 'every live bond'
      ? sql`select s.emission_id, s.trading_ground_id, s.clean_price, s.ytm, s.modified_duration,
            s.convexity, s.g_spread, s.accrued_interest
          from bond_screen s join emissions e on e.id = s.emission_id
          where s.alive and s.clean_price is not null and s.trading_ground_id is not null
            and ${tradesOn}`
      : sql`select t.emission_id, t.trading_ground_id, coalesce(t.last_price, t.legalcloseprice)
            as clean_price, t.ytm_last as ytm, t.modified_duration, t.convexity, t.g_spread,
            t.nkd as accrued_interest
          from trading_grounds g
          join trading_ticks t on t.trading_ground_id = g.id
            and t.date = (select max(date) from trading_ticks
              where trading_ground_id = g.id and source <> 'bench')
          join emissions e on e.id = t.emission_id
          where coalesce(t.last_price, t.legalcloseprice) is not null and ${tradesOn}`;
  // Who trades is read first, as a sync has the exchange's answer in hand before it writes:
  // finding each ground's newest generated day among the bench's own days is the bench's
  // cost, not the update's (`chooseMs`).
  const chosen = performance.now();
  const picked = rows<{
    emission_id: number;
    trading_ground_id: number;
    clean_price: number;
    ytm: number | null;
    modified_duration: number | null;
    convexity: number | null;
    g_spread: number | null;
    accrued_interest: number | null;
  }>(await db.execute(who));
  const chooseMs = performance.now() - chosen;
  const column = <K extends keyof (typeof picked)[number]>(key: K) =>
    `{${picked.map((p) => (p[key] === null ? 'NULL' : String(p[key]))).join(',')}}`;
  // The ticks, then the traders' as-of moved to the new day as the sync's history writer moves
  // it (importers/ticks.ts advanceAsOf: a bond's newest priced day, only a row it moves).
  const [written] = rows<{ n: number; moved: number }>(
    await db.execute(sql`with s as (
        select * from unnest(${column('emission_id')}::int[], ${column('trading_ground_id')}::int[],
          ${column('clean_price')}::float8[], ${column('ytm')}::float8[],
          ${column('modified_duration')}::float8[], ${column('convexity')}::float8[],
          ${column('g_spread')}::float8[], ${column('accrued_interest')}::float8[])
          as s(emission_id, trading_ground_id, clean_price, ytm, modified_duration, convexity,
            g_spread, accrued_interest)),
      day as (
        insert into trading_ticks (emission_id, trading_ground_id, date, last_price, legalcloseprice,
          volume, ytm_last, modified_duration, convexity, g_spread, nkd, source)
        select s.emission_id, s.trading_ground_id, ${day}::date,
          round((s.clean_price * (1 + (random() - 0.5) / 500))::numeric, 4)::float8,
          s.clean_price, 10, s.ytm, s.modified_duration, s.convexity, s.g_spread,
          s.accrued_interest, 'bench'
        from s
        on conflict do nothing
        returning emission_id),
      moved as (
        update emissions set as_of = ${day}::date::timestamp at time zone 'UTC'
        where id in (select emission_id from day)
          and (as_of is null or as_of < ${day}::date::timestamp at time zone 'UTC')
        returning id)
      select (select count(*)::int from day) as n, (select count(*)::int from moved) as moved`),
  );
  return { day, ticks: written!.n, moved: written!.moved, chooseMs };
}

/** The snapshot's full refresh, then one trading day of each kind refreshed (item 7's 60 s). */
async function refreshAfterDays(
  db: Database['db'],
  say: (line: string) => void,
  progress: (done: number, total: number) => void,
) {
  let t = performance.now();
  const full = await refreshScreen(db, progress);
  say(
    `full refresh: ${full.refreshed} bonds in ${secs(performance.now() - t)} (as of ${full.asOf}; load ${load()})`,
  );
  let asOf = full.asOf;
  for (const traders of ['as yesterday', 'every live bond'] as const) {
    t = performance.now();
    const day = await writeTradingDay(db, asOf, traders);
    say(
      `one trading day (${traders}) written: ${day.ticks} ticks on ${day.day}, ${day.moved} bonds' as-of moved, in ${secs(performance.now() - t - day.chooseMs)} (choosing the traders ${secs(day.chooseMs)} before)`,
    );
    t = performance.now();
    const daily = await refreshScreen(db, progress);
    asOf = daily.asOf;
    say(
      `**refresh after that day: ${daily.refreshed} bonds in ${secs(performance.now() - t)}** (target ≤ 60 s; load ${load()})`,
    );
  }
  await db.execute(sql`analyze bond_screen`);
  await db.execute(sql`analyze bond_screen_grounds`);
}

/**
 * A server's CPU over 2 s below which it counts as idle: 5 % of a core, or more when profiled
 * (SCREENER_BENCH_IDLE_MS: a profiler's own threads keep every thread of the server busy).
 */
const IDLE_MS_IN_2S = Number(process.env.SCREENER_BENCH_IDLE_MS ?? 100);

/**
 * Waits until the server is idle (under IDLE_MS_IN_2S of CPU over 2 s): a part of the screen may
 * still be loading behind answers the database gave fast, and would be timed with the screens.
 */
async function serverIdle(serverPid: number) {
  const started = performance.now();
  for (;;) {
    const before = cpuMsOf(serverPid);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    if (cpuMsOf(serverPid) - before < IDLE_MS_IN_2S) return;
    if (performance.now() - started > 600_000) throw new Error('the server never settled');
  }
}

/**
 * Waits until the server holds the screen in memory (ADR 0024 increment 6; it loads it on the
 * first screen asked): a screen never asked before answers in milliseconds, not the database's
 * seconds. Then each ground's rows and the name order, loaded on their first screen too.
 */
async function warmScreens(
  agent: http.Agent,
  origin: string,
  serverPid: number,
  say: (line: string) => void,
) {
  const started = performance.now();
  let i = 0;
  for (const kind of ['', '&ground=1', '&ground=2', '&ground=4', '&sort=name']) {
    for (;;) {
      // While the rows load the database answers, slowly: past a request's deadline, refused.
      const ms = await get(agent, origin, `tradedDaysMin=${i++ % 30}&offset=${i}${kind}`).catch(
        () => Infinity,
      );
      if (ms < 200) break;
      if (performance.now() - started > 600_000) throw new Error('the screen never loaded');
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
  await serverIdle(serverPid);
  say(
    `the screen held in memory, with its grounds and name order: ${secs(performance.now() - started)} after the first screen`,
  );
}

export async function screenerSection(): Promise<string> {
  let cluster: ThrowawayCluster | null = null;
  let url = process.env.SCREENER_BENCH_URL;
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
  let server: ChildProcess | null = null;
  try {
    say(
      `machine: ${os.cpus().length} × ${os.cpus()[0]?.model}, ${Math.round(os.totalmem() / 2 ** 30)} GiB; load ${load()}`,
    );
    let t = performance.now();
    await runMigrations(database, (m) => console.error(m));
    say(`migrations and derived tables: ${secs(performance.now() - t)}`);
    const db = database.db;
    const [{ n }] = rows<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from emissions`),
    ) as [{ n: number }];
    if (n === 0) {
      t = performance.now();
      await generateWorld(db, { bonds: BONDS, years: 3, seed: 1, asOf: '2026-11-20' });
      say(`demo world of ${BONDS} bonds: ${secs(performance.now() - t)}`);
    }
    const progress = (done: number, total: number) => {
      if (done % 20_000 < 2_000) console.error(`  screener rows ${done}/${total} (${load()})`);
    };
    if (!LIST_ONLY) await refreshAfterDays(db, say, progress);
    if (REFRESH_ONLY) return lines.join('\n');

    // A server in use holds the tables a page of the list reads in memory; a bench right after
    // the refresh (or on a cluster just started) would read them from disk, ~20 reads a page.
    t = performance.now();
    await db.execute(sql`create extension if not exists pg_prewarm`);
    await db.execute(sql`select pg_prewarm(c.oid) from pg_class c where c.relname in
      ('emissions', 'emissions_pkey', 'emitents', 'emitents_pkey', 'bond_screen',
       'bond_screen_pkey', 'bond_screen_grounds', 'bond_screen_grounds_pkey', 'currencies')`);
    say(
      `the list's tables read into the database's memory (pg_prewarm): ${secs(performance.now() - t)}`,
    );
    const started = await startServer(url);
    server = started.server;
    const origin = started.origin;
    const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
    await warmScreens(agent, origin, server.pid!, say);
    // The same clients on the hello-world route: the share of it the list's calls reach.
    await serverIdle(server.pid!);
    const hellos = (await closedLoop(agent, origin, () => HELLO, SECONDS)).length / SECONDS;
    const ofHello = (perSecond: number) => `${((perSecond / hellos) * 100).toFixed(0)} %`;
    say('');
    say(`hello-world route, the same 16 clients: ${hellos.toFixed(0)} req/s`);
    say('');
    say(
      `| screen | first ask (computed) | cached, 16 clients: p50 | p95 | req/s | of hello-world |`,
    );
    say('| --- | ---: | ---: | ---: | ---: | ---: |');
    for (const [name, q] of Object.entries(SCREENS)) {
      const first = await get(agent, origin, q);
      const again = await closedLoop(agent, origin, () => q, 2);
      say(
        `| ${name} | ${first.toFixed(1)} ms | ${pct(again, 0.5).toFixed(1)} ms | ${pct(again, 0.95).toFixed(1)} ms | ` +
          `${(again.length / 2).toFixed(0)} | ${ofHello(again.length / 2)} |`,
      );
    }
    // A name typed into the text filter a letter at a time: each text a screen never asked.
    const typed: string[] = [];
    // From two letters (the contract's least); a space alone makes no new screen (trimmed).
    for (let n = 2; n <= TYPED.length; n++) {
      const text = TYPED.slice(0, n);
      if (text.endsWith(' ')) continue;
      const ms = await get(agent, origin, `q=${encodeURIComponent(text)}&status=live&sort=yield`);
      typed.push(`"${text}" ${ms.toFixed(1)} ms`);
    }
    say('');
    say(
      `a name typed a letter at a time, each a new screen (live, sort yield): ${typed.join(', ')}`,
    );
    // Distinct screens, each asked once: every answer computed, none from memory. Then the
    // same screens on one ground each (the ground rows joined), as distinct again.
    // The first 20,000 for the runs over all grounds and on a ground, the next for the run
    // beside a typing user: none of its screens was asked before (no answer kept).
    const screens = randomScreens(2 * DISTINCT);
    const grounds = [1, 2, 4];
    for (const [name, ofScreen] of [
      ['', (q: string) => q],
      [' on a ground', (q: string, i: number) => `${q}&ground=${grounds[i % grounds.length]}`],
    ] as const) {
      let next = 0;
      await serverIdle(server.pid!);
      const { value: computed, ...cpu } = await cpuDuring(server.pid!, () =>
        closedLoop(
          agent,
          origin,
          () => {
            const i = next++ % DISTINCT;
            return ofScreen(screens[i]!, i);
          },
          SECONDS,
        ),
      );
      const perScreen = (ms: number) => (ms / computed.length).toFixed(2);
      say('');
      say(
        `**${computed.length} distinct random screens${name} (1–5 filters, a sort, a page), 16 clients, ` +
          `${SECONDS} s: p50 ${pct(computed, 0.5).toFixed(1)} ms, p95 ${pct(computed, 0.95).toFixed(1)} ms**` +
          ` (target p95 ≤ 50 ms; ${(computed.length / SECONDS).toFixed(0)} screens/s, ` +
          `${ofHello(computed.length / SECONDS)} of hello-world; load ${load()}; vacuums after: ${await vacuumsNow(db)}); ` +
          `CPU a screen: server ${perScreen(cpu.server)} ms, PostgreSQL ${perScreen(cpu.pg)} ms, ` +
          `this client ${perScreen(cpu.client)} ms`,
      );
    }
    // Distinct screens again while a user types: a new text of two or three letters every
    // TYPING_MS, each read in every row's text on the screen's thread (a text is searched in
    // steps there, so that the other screens are not held up behind it).
    await serverIdle(server.pid!);
    const draw = random(20261202);
    const letters = 'abcdefghiklmnoprstuvz';
    const textTimes: number[] = [];
    let typing = true;
    const typist = (async () => {
      while (typing) {
        const length = 2 + Math.floor(draw() * 2);
        const text = Array.from({ length }, () => letters[Math.floor(draw() * 21)]).join('');
        textTimes.push(await get(agent, origin, `q=${text}&sort=yield`));
        await new Promise((resolve) => setTimeout(resolve, TYPING_MS));
      }
    })();
    let beside = 0;
    const others = await closedLoop(
      agent,
      origin,
      () => screens[DISTINCT + (beside++ % DISTINCT)]!,
      SECONDS,
    );
    typing = false;
    await typist;
    say('');
    say(
      `**${others.length} distinct random screens while a user types (a new text every ${TYPING_MS} ms), 16 clients, ` +
        `${SECONDS} s: p50 ${pct(others, 0.5).toFixed(1)} ms, p95 ${pct(others, 0.95).toFixed(1)} ms**; ` +
        `the ${textTimes.length} texts: p50 ${pct(textTimes, 0.5).toFixed(1)} ms, p95 ${pct(textTimes, 0.95).toFixed(1)} ms`,
    );
    agent.destroy();
  } finally {
    if (server?.pid) process.kill(-server.pid, 'SIGTERM');
    await database.close();
    await cluster?.stop();
  }
  return lines.join('\n');
}
