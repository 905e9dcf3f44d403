import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { openDatabase, type Database } from '../apps/server/src/db/client';
import { runMigrations } from '../apps/server/src/db/migrate';
import type { Executor } from '../apps/server/src/db/transaction';
import { generateWorld } from '../apps/server/src/data/index';
import {
  buildSearchEntries,
  readBuildState,
} from '../apps/server/src/modules/search/search-entries.repository';
import { prefixMatches, trigramMatches } from '../apps/server/src/modules/search/search.repository';
import { normalise, transliterate } from '../apps/server/src/modules/search/search-text';
import {
  findPostgresBinaries,
  startThrowawayCluster,
  type ThrowawayCluster,
} from '../apps/server/test/support/throwaway-cluster';

/*
 * Issue 16's speed targets: each suggest call p95 <= 15 ms at 500,000 bonds on PostgreSQL
 * with 16 concurrent clients, and the five calls of one keystroke together <= 40 ms p95.
 *
 * The world: a demo world of SEARCH_BENCH_BASE bonds (default 1,000 over 1 year), then its
 * issuers and bonds copied in SQL until there are SEARCH_BENCH_BONDS bonds (default 500,000;
 * copy k of a name gets " k" appended, a new ISIN, its issuer's copy k): the search reads
 * only names and codes, so this gives the scale world's row counts in minutes instead of the
 * 45 minutes of `bench/scale-generate.sh` (which also writes 38 M ticks the search never
 * reads). SEARCH_BENCH_URL=postgres://... uses an existing database instead (a scale world
 * kept with KEEP=1). The server runs from the sources (tsx) in its own process.
 */

const BASE = Number(process.env.SEARCH_BENCH_BASE ?? 1_000);
const TARGET = Number(process.env.SEARCH_BENCH_BONDS ?? 500_000);
const CLIENTS = 16;
const SECONDS = Number(process.env.SEARCH_BENCH_SECONDS ?? 10);
const TYPES = ['bonds', 'stocks', 'etf', 'indexes', 'companies'] as const;
const repo = path.resolve(import.meta.dirname, '..');

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;
const ms = (n: number) => `${n.toFixed(1)} ms`;

/** Copies issuers and bonds in SQL until the world has `target` bonds. */
async function scaleUp(db: Database['db'], target: number): Promise<void> {
  const [count] = rows<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from emissions`),
  );
  const copies = Math.ceil(target / count!.n) - 1;
  if (copies <= 0) return;
  const columns = rows<{ column_name: string }>(
    await db.execute(sql`select column_name from information_schema.columns
      where table_name = 'emissions' and column_name not in ('id', 'isin', 'names', 'emitent_id', 'secid', 'registration_number')`),
  ).map((c) => `"${c.column_name}"`);
  const issuerColumns = rows<{ column_name: string }>(
    await db.execute(sql`select column_name from information_schema.columns
      where table_name = 'emitents' and column_name not in ('id', 'names', 'full_names', 'registry_code')`),
  ).map((c) => `"${c.column_name}"`);
  const suffixed = (column: string) =>
    sql.raw(`(select jsonb_object_agg(key, value || ' ' || k) from jsonb_each_text(${column}))`);
  const list = (cols: string[], prefix = '') => sql.raw(cols.map((c) => prefix + c).join(', '));
  await db.execute(sql`insert into emitents (id, names, full_names, registry_code, ${list(issuerColumns)})
    select m.id + k * 100000, ${suffixed('m.names')}, ${suffixed('m.full_names')},
      case when m.registry_code is null then null else m.registry_code || '-' || k end,
      ${list(issuerColumns, 'm.')}
    from emitents m cross join generate_series(1, ${copies}) as k`);
  await db.execute(
    sql`select setval(pg_get_serial_sequence('emitents', 'id'), (select max(id) from emitents))`,
  );
  await db.execute(sql`insert into emissions (isin, names, emitent_id, secid, registration_number, ${list(columns)})
    select 'ZZ' || lpad((e.id * 1000 + k)::text, 10, '0'), ${suffixed('e.names')}, e.emitent_id + k * 100000,
      case when e.secid is null then null else left(e.secid, 6) || k end,
      case when e.registration_number is null then null else e.registration_number || '-' || k end,
      ${list(columns, 'e.')}
    from emissions e cross join generate_series(1, ${copies}) as k`);
  await db.execute(sql`analyze emissions`);
  await db.execute(sql`analyze emitents`);
}

/** Terms a user types: name prefixes in two languages, ISIN and ticker prefixes, typos, layouts. */
async function termsOf(db: Database['db']): Promise<string[]> {
  const names = rows<{
    rus: string | null;
    eng: string | null;
    isin: string | null;
    secid: string | null;
  }>(
    await db.execute(sql`select names ->> 'rus' as rus, names ->> 'eng' as eng, isin, secid
      from emissions where id % 997 = 0 order by id limit 60`),
  );
  const issuers = rows<{ rus: string | null; eng: string | null }>(
    await db.execute(
      sql`select names ->> 'rus' as rus, names ->> 'eng' as eng from emitents where id % 97 = 0 order by id limit 30`,
    ),
  );
  const terms = new Set<string>();
  const cut = (text: string | null, n: number) => (text ? text.slice(0, n) : null);
  for (const b of names)
    for (const t of [cut(b.rus, 5), cut(b.eng, 7), cut(b.isin, 8), cut(b.secid, 4)])
      if (t && t.trim().length >= 3) terms.add(t);
  for (const i of issuers) {
    for (const t of [cut(i.rus, 4), cut(i.eng, 9), i.eng])
      if (t && t.trim().length >= 3) terms.add(t);
    // A typo: the third letter dropped.
    if (i.eng && i.eng.length > 6) terms.add(i.eng.slice(0, 2) + i.eng.slice(3, 8));
  }
  terms.add('pfpghjv'); // "газпром" on the Latin layout
  terms.add('yaroslavneftekhim');
  terms.add('qqqzzz'); // nothing matches
  return [...terms];
}

function post(agent: http.Agent, origin: string, type: string, term: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const body = new URLSearchParams({ term }).toString();
    const req = http.request(
      new URL(`/api/suggest/${type}/`, origin),
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-encoding': 'gzip' },
      },
      (res) => {
        res.on('data', () => undefined);
        res.on('end', () =>
          res.statusCode === 200
            ? resolve(performance.now() - started)
            : reject(new Error(`${type}: ${res.statusCode}`)),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;
const summary = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  return { n: s.length, p50: pct(s, 0.5), p95: pct(s, 0.95), max: s.at(-1) ?? NaN };
};

/** CLIENTS closed loops, each sending `calls` per round over the terms in turn. */
async function run(origin: string, terms: string[], mode: 'one' | 'keystroke', type?: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS * 5 });
  const perCall: Record<string, number[]> = Object.fromEntries(TYPES.map((t) => [t, []]));
  const rounds: number[] = [];
  const until = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      for (let i = client; performance.now() < until; i += 1) {
        const term = terms[i % terms.length]!;
        const started = performance.now();
        const types = mode === 'one' ? [type!] : TYPES;
        const times = await Promise.all(types.map((t) => post(agent, origin, t, term)));
        rounds.push(performance.now() - started);
        types.forEach((t, j) => perCall[t]!.push(times[j]!));
      }
    }),
  );
  agent.destroy();
  return { perCall, rounds };
}

/**
 * Each term once, the five calls together, `clients` terms at a time: every answer computed
 * (none kept yet). The timed runs after it ask the terms again, answered from memory.
 */
async function firstAsks(origin: string, terms: string[], clients = CLIENTS) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients * 5 });
  const perCall: Record<string, number[]> = Object.fromEntries(TYPES.map((t) => [t, []]));
  const rounds: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      for (let i = next++; i < terms.length; i = next++) {
        const started = performance.now();
        const times = await Promise.all(TYPES.map((t) => post(agent, origin, t, terms[i]!)));
        rounds.push(performance.now() - started);
        TYPES.forEach((t, j) => perCall[t]!.push(times[j]!));
      }
    }),
  );
  agent.destroy();
  return { perCall, rounds };
}

/** EXPLAIN ANALYZE of the two matching queries for one term (the repository's own SQL). */
async function plans(db: Database['db'], term: string): Promise<string> {
  let plan = '';
  const explaining = {
    execute: async (query: SQL) => {
      const result = await db.execute(sql`explain (analyze, buffers, costs off) ${query}`);
      plan = rows<Record<string, string>>(result)
        .map((r) => Object.values(r)[0])
        .join('\n');
      return { rows: [] };
    },
  } as unknown as Executor;
  const n = normalise(term);
  await prefixMatches(explaining, 'bonds', n, [], 101);
  const prefix = plan;
  await trigramMatches(explaining, 'bonds', transliterate(n), [], 101);
  return `-- prefix, bonds, "${term}"\n${prefix}\n\n-- trigram, bonds, "${term}"\n${plan}`;
}

async function startServer(url: string): Promise<{ origin: string; server: ChildProcess }> {
  const port = 4400 + Math.floor(Math.random() * 400);
  const server = spawn('node', ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: repo,
    env: {
      ...process.env,
      DATABASE_URL: url,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000000',
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
    if (performance.now() - started > 120_000) throw new Error('the server did not start');
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return { origin, server };
}

export async function searchSection(): Promise<string> {
  let cluster: ThrowawayCluster | null = null;
  let url = process.env.SEARCH_BENCH_URL;
  const lines: string[] = [];
  if (!url) {
    const bin = findPostgresBinaries();
    if (!bin) throw new Error('no PostgreSQL binaries under /usr/lib/postgresql');
    cluster = await startThrowawayCluster(bin);
    url = cluster.url;
  }
  const database = await openDatabase({ url });
  let server: ChildProcess | null = null;
  try {
    await runMigrations(database);
    const db = database.db;
    const [existing] = rows<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from emissions`),
    );
    if (existing!.n === 0) {
      let t = performance.now();
      await generateWorld(db, { bonds: BASE, years: 1, seed: 1, asOf: '2026-11-20' });
      lines.push(`demo world of ${BASE} bonds: ${((performance.now() - t) / 1000).toFixed(0)} s`);
      t = performance.now();
      await scaleUp(db, TARGET);
      lines.push(`copied up to the target: ${((performance.now() - t) / 1000).toFixed(0)} s`);
    }
    const t = performance.now();
    const state = await readBuildState(db);
    // SEARCH_BENCH_URL on a database already built for its data: measure without rebuilding.
    if (state.builtFor !== state.dataVersion) await buildSearchEntries(db);
    const buildSeconds = (performance.now() - t) / 1000;
    const [size] = rows<{
      bonds: number;
      issuers: number;
      entries: number;
      stems: number;
      table: string;
      trgm: string;
      prefix: string;
    }>(
      await db.execute(sql`select (select count(*)::int from emissions) as bonds, (select count(*)::int from emitents) as issuers,
        (select count(*)::int from search_entries) as entries,
        (select count(*)::int from search_stems) as stems,
        pg_size_pretty(pg_relation_size('search_entries')) as table,
        (select pg_size_pretty(sum(pg_relation_size(indexrelid))) from pg_index where indrelid = 'search_stems'::regclass and indexrelid::regclass::text like '%trgm%') as trgm,
        pg_size_pretty(pg_relation_size('search_entries_prefix_idx')) as prefix`),
    );
    lines.push(
      `world: ${size!.bonds} bonds, ${size!.issuers} issuers; search_entries ${size!.entries} rows ` +
        `(table ${size!.table}, prefix index ${size!.prefix}), search_stems ${size!.stems} rows ` +
        `(trigram indexes ${size!.trgm}), built in ${buildSeconds.toFixed(0)} s`,
    );
    const terms = await termsOf(db);
    lines.push(
      `${terms.length} terms, e.g. ${terms
        .slice(0, 8)
        .map((x) => JSON.stringify(x))
        .join(', ')}`,
    );
    const started = await startServer(url);
    server = started.server;
    const table = ['| call (16 clients) | requests | p50 | p95 | max |', '|---|--:|--:|--:|--:|'];
    // First asks: computed, by one client (the cost of an answer), then by 16 at once (each
    // term with a trailing space: the same normalised term, not yet kept). Then the terms
    // again: answers kept per data version.
    for (const [clients, asked] of [
      [1, terms.map((term) => `${term} `)],
      [CLIENTS, terms],
    ] as const) {
      const cold = await firstAsks(started.origin, asked, clients);
      const who = clients === 1 ? 'one client' : `${clients} clients`;
      for (const type of TYPES) {
        const s = summary(cold.perCall[type]!);
        table.push(
          `| first ask (computed), ${who}: ${type} | ${s.n} | ${ms(s.p50)} | ${ms(s.p95)} | ${ms(s.max)} |`,
        );
      }
      const c = summary(cold.rounds);
      table.push(
        `| **first ask (computed), ${who}: the five together** | ${c.n} | ${ms(c.p50)} | ${ms(c.p95)} | ${ms(c.max)} |`,
      );
    }
    for (const type of TYPES) {
      const { perCall } = await run(started.origin, terms, 'one', type);
      const s = summary(perCall[type]!);
      table.push(
        `| POST /api/suggest/${type}/ | ${s.n} | ${ms(s.p50)} | ${ms(s.p95)} | ${ms(s.max)} |`,
      );
    }
    const { perCall, rounds } = await run(started.origin, terms, 'keystroke');
    const k = summary(rounds);
    table.push(
      `| **keystroke: the five calls together** | ${k.n} | ${ms(k.p50)} | ${ms(k.p95)} | ${ms(k.max)} |`,
    );
    for (const type of TYPES) {
      const s = summary(perCall[type]!);
      table.push(
        `| ${type} within keystrokes (80 in flight) | ${s.n} | ${ms(s.p50)} | ${ms(s.p95)} | ${ms(s.max)} |`,
      );
    }
    lines.push('', ...table, '', '```');
    for (const term of ['газпром', terms[2] ?? 'RU00', 'gazprm neft'])
      lines.push(await plans(db, term), '');
    lines.push('```');
  } finally {
    if (server?.pid !== undefined && server.exitCode === null) {
      const exited = new Promise((resolve) => server!.once('exit', resolve));
      process.kill(-server.pid, 'SIGTERM');
      await exited;
    }
    await database.close();
    await cluster?.dispose();
  }
  return `### Site search suggestions (issue 16)\n\n${lines.join('\n')}`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  console.log(await searchSection());
}
