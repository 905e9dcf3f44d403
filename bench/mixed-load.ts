import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { PAGE_PDF_BLOCKS } from '../packages/contracts/src/page-pdf-blocks';
import { explicitBatch } from '../apps/server/test/support/calculator-fixtures';
import { comparison } from './chart-load';
import { serveWorld, type ServedWorld } from './served-world';

/**
 * Issue 31 item 3: the heavy work shared fairly. 8 hostile level-1077 clients (each its own
 * account, 4 requests in flight without pause) ask for every heavy thing at once: the bond
 * page as PDF with every block, a 5,000-row Excel table, a 1,000-bond calculator batch (about
 * 3 MB in) and a 20-line chart over the whole period (a new period each time: never cached).
 * Meanwhile a well-behaved client (a ninth account) asks for one thing at a time, one print
 * and one export in turn with a pause of a second, and a prober (a process of its own) asks
 * GET /api/health and a route without the database ten times a second. Measured: health p95 and max, the share of the well-behaved client's prints
 * and exports answered 200, and the peak memory of the server's process group (the server
 * and its Chromium: the sum of their resident sets). `BENCH_ONLY=mixed-load npm run bench`.
 */
const WORLD = { bonds: 120, years: 5 };
const HOSTILE = 8;
const IN_FLIGHT = 4;
const SECONDS = Number(process.env.MIXED_LOAD_SECONDS ?? 60);
const SHOWCASE_BOND = 81;

type Headers = Record<string, string>;
type Ask = (headers: Headers, turn: number) => Promise<number>;
/** The hostile requests, in the order `asks` builds them. */
const KINDS = ['print', 'export', 'batch', 'chart'] as const;

const json = (headers: Headers) => ({ ...headers, 'content-type': 'application/json' });

/** Sends a request and reads its whole answer; the status, or 0 when the connection failed. */
async function status(url: string, init: RequestInit): Promise<number> {
  try {
    const response = await fetch(url, init);
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

function table(rows: number) {
  const columns = Array.from({ length: 16 }, (_, i) => ({ title: `c${i}`, kind: 'number' }));
  return JSON.stringify({
    title: 'Load',
    columns,
    rows: Array.from({ length: rows }, (_, r) => columns.map((_, c) => r * 16 + c + 0.125)),
  });
}

async function asks(world: ServedWorld, auth: Headers) {
  const chart = await comparison(world, auth);
  const batch = JSON.stringify(explicitBatch());
  const bigTable = table(5000);
  const smallTable = table(100);
  const print =
    (blocks: readonly string[]): Ask =>
    (headers) =>
      status(`${world.origin}/api/bonds/${SHOWCASE_BOND}/page.pdf?lang=eng`, {
        method: 'POST',
        headers: json(headers),
        body: JSON.stringify({ blocks }),
      });
  const exportTable =
    (body: string): Ask =>
    (headers) =>
      status(`${world.origin}/api/export/table.xlsx`, {
        method: 'POST',
        headers: json(headers),
        body,
      });
  const hostile: Ask[] = [
    print(PAGE_PDF_BLOCKS),
    exportTable(bigTable),
    (headers) =>
      status(`${world.origin}/api/calculator/batch/`, {
        method: 'POST',
        headers: json(headers),
        body: batch,
      }),
    (headers, turn) => {
      // A day earlier each time: the answer cache never holds it.
      const start = new Date(Date.parse(chart.startDate) - (turn % 1000) * 86_400_000);
      const body = { ...chart, startDate: start.toISOString().slice(0, 10) };
      return status(`${world.origin}/api/chart/get_tradings/`, {
        method: 'POST',
        headers: { ...json(headers), 'accept-encoding': 'gzip, deflate, br' },
        body: JSON.stringify(body),
      });
    },
  ];
  // MIXED_LOAD_KINDS=print,export,batch,chart: a part of the mix alone (to see its cost).
  const kinds = (process.env.MIXED_LOAD_KINDS ?? 'print,export,batch,chart').split(',');
  const chosen = hostile
    .map((ask, i) => ({ kind: KINDS[i]!, ask }))
    .filter(({ kind }) => kinds.includes(kind));
  return {
    hostile: chosen,
    print: print(['summary']),
    export: exportTable(smallTable),
  };
}

/** The resident memory of a process group, summed over its processes (Linux /proc). */
function groupRss(group: number): number {
  let bytes = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command name (which may hold spaces): state ppid pgrp ...
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== group) continue;
      const rss = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${entry}/status`, 'utf8'));
      bytes += Number(rss?.[1] ?? 0) * 1024;
    } catch {
      // The process ended while it was read.
    }
  }
  return bytes;
}

/**
 * GET /api/health and the hello route, 50 ms apart, each every 100 ms or so, from a process of
 * its own: the load's clients in this process must not delay the probe's own timing.
 */
async function probe(origin: string, seconds: number) {
  const script = `
    const until = Date.now() + ${seconds * 1000};
    const health = [], hello = [];
    const timed = async (url, into) => {
      const started = performance.now();
      try { await (await fetch(url)).arrayBuffer(); } catch {}
      into.push(performance.now() - started);
    };
    while (Date.now() < until) {
      // Apart, so that neither meets the server just after the other (a quiet moment).
      await timed('${origin}/api/health', health);
      await new Promise((resolve) => setTimeout(resolve, 50));
      await timed('${origin}/api/bench/hello/', hello);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    process.stdout.write(JSON.stringify({ health, hello }));`;
  const child = spawn('node', ['--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  await new Promise((resolve) => child.once('exit', resolve));
  return JSON.parse(out) as { health: number[]; hello: number[] };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Tally {
  ok: number;
  all: number;
  statuses: Map<number, number>;
  /** Seconds from request to last byte of each answer. */
  seconds: number[];
}
const tally = (): Tally => ({ ok: 0, all: 0, statuses: new Map(), seconds: [] });
function count(t: Tally, code: number, seconds?: number) {
  t.all += 1;
  if (code === 200) t.ok += 1;
  t.statuses.set(code, (t.statuses.get(code) ?? 0) + 1);
  if (seconds !== undefined) t.seconds.push(seconds);
}
/** Asks, and counts the answer with its time. */
async function timed(t: Tally, ask: () => Promise<number>) {
  const started = performance.now();
  const code = await ask();
  count(t, code, (performance.now() - started) / 1000);
}
const share = (t: Tally) =>
  `${t.ok}/${t.all} (${t.all ? Math.round((100 * t.ok) / t.all) : 0} %; ${[...t.statuses]
    .sort(([a], [b]) => a - b)
    .map(([code, n]) => `${n} × ${code || 'failed'}`)
    .join(', ')})${t.seconds.length ? `, median ${percentile(t.seconds, 0.5).toFixed(1)} s` : ''}`;

async function measure(database: 'pglite' | 'postgres'): Promise<string> {
  // The hello route beside health: what the event loop alone costs a request, no database.
  process.env.BENCH_HELLO_ROUTE = '1';
  const world = await serveWorld(database, WORLD, HOSTILE + 1);
  try {
    const sessions = await Promise.all(
      Array.from({ length: HOSTILE + 1 }, (_, n) => world.fullAccess(n)),
    );
    const polite = sessions[HOSTILE]!;
    const work = await asks(world, polite);
    await sleep(3_000); // the warm print browser starts in the background
    const until = Date.now() + SECONDS * 1000;
    const hostile = new Map(work.hostile.map(({ kind }) => [kind, tally()]));
    const prints = tally();
    const exports = tally();
    let peak = groupRss(world.processGroup);

    const hostileLoops = sessions.slice(0, HOSTILE).flatMap((headers, client) =>
      Array.from({ length: IN_FLIGHT }, async (_, loop) => {
        for (let turn = client + loop; Date.now() < until; turn++) {
          const { kind, ask } = work.hostile[turn % work.hostile.length]!;
          await timed(hostile.get(kind)!, () => ask(headers, turn));
        }
      }),
    );
    const politeLoop = (async () => {
      for (let turn = 0; Date.now() < until; turn++) {
        if (turn % 2 === 0) await timed(prints, () => work.print(polite, turn));
        else await timed(exports, () => work.export(polite, turn));
        await sleep(1_000);
      }
    })();
    const prober = probe(world.origin, SECONDS);
    const memory = (async () => {
      while (Date.now() < until) {
        peak = Math.max(peak, groupRss(world.processGroup));
        await sleep(500);
      }
    })();
    const [{ health, hello }] = await Promise.all([prober, ...hostileLoops, politeLoop, memory]);
    const ms = (v: number) => `${v.toFixed(0)} ms`;
    return [
      `| ${database}: health p95 / max (${health.length} probes) | ${ms(percentile(health, 0.95))} / ${ms(Math.max(...health))} |`,
      `| ${database}: a route without the database (bench hello) p95 / max | ${ms(percentile(hello, 0.95))} / ${ms(Math.max(...hello))} |`,
      `| ${database}: well-behaved client's prints | ${share(prints)} |`,
      `| ${database}: well-behaved client's exports | ${share(exports)} |`,
      ...[...hostile].map(([kind, t]) => `| ${database}: hostile ${kind} requests | ${share(t)} |`),
      `| ${database}: peak memory of the server and its Chromium | ${(peak / 2 ** 30).toFixed(2)} GiB |`,
    ].join('\n');
  } finally {
    await world.stop();
  }
}

export async function mixedLoadSection(): Promise<string> {
  const databases = (process.env.BENCH_DATABASES ?? 'postgres,pglite').split(',') as (
    'pglite' | 'postgres'
  )[];
  const rows: string[] = [];
  for (const database of databases) rows.push(await measure(database));
  return [
    `Mixed heavy load (issue 31 item 3): ${HOSTILE} hostile level-1077 clients, ${IN_FLIGHT} requests each in flight for ${SECONDS} s (page PDF with every block, a 5,000-row Excel table, a 1,000-bond calculator batch, a 20-line chart never cached); a well-behaved client's one-block print or 100-row export, one at a time, a second apart; health and a route without the database probed about every 100 ms from a process of their own. World of ${WORLD.bonds} bonds × ${WORLD.years} years. Target: health p95 ≤ 100 ms.`,
    '',
    '| measure | result |',
    '| --- | --- |',
    ...rows,
  ].join('\n');
}
