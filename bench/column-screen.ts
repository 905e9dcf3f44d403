import os from 'node:os';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client';
import {
  screenColumns,
  sortColumn,
  type ColumnQuery,
  type ColumnTable,
  type SortedColumn,
} from '../apps/server/src/lib/column-screen';

/*
 * ADR 0024 increment 6: a screen over the screener's rows held as columns in memory.
 * COLUMN_BENCH_URL=postgres://... loads the rows of an existing world (the 500,000-bond scale
 * world); each screen is 1–5 filters (ranges on the numbers, sets on the codes) with a sort and
 * a page of 30, counted exactly, timed one at a time on one thread.
 */

const SCREENS = Number(process.env.COLUMN_BENCH_SCREENS ?? 2_000);

/** The screen's numbers and the bond's codes, as the list's filters and sorts read them. */
const COLUMNS = {
  yield: 'case when s.screen_yield <= 2000 then s.screen_yield end',
  duration: 'case when s.ytm is null or s.ytm <= 20 then s.modified_duration end',
  gSpread: 'case when s.ytm is null or s.ytm <= 20 then s.g_spread end',
  zSpread: 'case when s.ytm is null or s.ytm <= 20 then s.z_spread end',
  yieldToWorst: 'case when s.yield_to_worst <= 2000 then s.yield_to_worst end',
  currentYield: 's.current_yield',
  traded: 'coalesce(s.traded_days_30, 0)',
  rating: 's.rating_rank',
  praams: 's.praams_score',
  maturity: "e.maturity_date - date '1970-01-01'",
  coupon: 'e.coupon_rate',
  currency: 'e.currency_id',
  status: 'e.status_id',
  kind: "case e.bond_kind when 'sovereign' then 0 when 'municipal' then 1 when 'corporate' then 2 else 3 end",
  couponType:
    "case e.coupon_type when 'fixed' then 0 when 'floating' then 1 when 'zero' then 2 when 'inflation' then 3 else 4 end",
  alive: 'case when s.alive then 1 else 0 end',
} as const;
type Name = keyof typeof COLUMNS;
const RANGES: Name[] = [
  'yield',
  'duration',
  'gSpread',
  'zSpread',
  'traded',
  'rating',
  'maturity',
  'coupon',
];
const SETS: Name[] = ['currency', 'kind', 'couponType', 'alive'];
const SORTS: Name[] = [
  'yield',
  'duration',
  'gSpread',
  'traded',
  'yieldToWorst',
  'maturity',
  'rating',
];

async function load(url: string): Promise<ColumnTable> {
  const database = await openDatabase({ url });
  try {
    const select = Object.entries(COLUMNS)
      .map(([name, expression]) => `(${expression})::float8 as "${name}"`)
      .join(', ');
    const result = (await database.db.execute(
      sql.raw(`select e.id, ${select} from emissions e
        left join bond_screen s on s.emission_id = e.id order by e.id`),
    )) as unknown as { rows: Record<string, number | null>[] };
    const rows = result.rows;
    const columns = new Map<string, Float64Array>();
    for (const name of Object.keys(COLUMNS))
      columns.set(
        name,
        Float64Array.from(rows, (r) => (r[name] === null ? NaN : Number(r[name]))),
      );
    return { size: rows.length, ids: Int32Array.from(rows, (r) => Number(r.id)), columns };
  } finally {
    await database.close();
  }
}

function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1_664_525 + 1_013_904_223) >>> 0;
    return s / 2 ** 32;
  };
}

/** A bound drawn from the column's own values, so that ranges keep some rows and cut others. */
function randomScreen(table: ColumnTable, next: () => number): ColumnQuery {
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)] as T;
  const sample = (name: Name) => {
    const values = table.columns.get(name) as Float64Array;
    for (;;) {
      const v = values[Math.floor(next() * table.size)] as number;
      if (!Number.isNaN(v)) return v;
    }
  };
  const filters = 1 + Math.floor(next() * 5);
  const query: ColumnQuery & { ranges: ColumnQuery['ranges']; sets: ColumnQuery['sets'] } = {
    ranges: [],
    sets: [],
    order: [{ column: pick(SORTS), descending: next() < 0.5 }],
    limit: 30,
    offset: pick([0, 0, 0, 30, 60]),
  };
  for (let i = 0; i < filters; i++) {
    if (next() < 0.6) {
      const column = pick(RANGES);
      const [a, b] = [sample(column), sample(column)].sort((x, y) => x - y) as [number, number];
      (query.ranges as { column: string; min?: number; max?: number }[]).push(
        next() < 0.3
          ? { column, min: a }
          : next() < 0.5
            ? { column, max: b }
            : { column, min: a, max: b },
      );
    } else {
      const column = pick(SETS);
      (query.sets as { column: string; values: number[] }[]).push({
        column,
        values: [sample(column)],
      });
    }
  }
  return query;
}

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))] ?? 0;

export async function columnScreenSection(): Promise<string> {
  const url = process.env.COLUMN_BENCH_URL;
  if (!url)
    throw new Error('COLUMN_BENCH_URL: the world to load (e.g. the 500,000-bond scale world)');
  const lines: string[] = [];
  const say = (line: string) => {
    lines.push(line);
    console.error(line);
  };
  const load1 = os.loadavg()[0]?.toFixed(1);
  let t = performance.now();
  const heapBefore = process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
  const table = await load(url);
  say(
    `loaded ${table.size} rows × ${table.columns.size} columns in ${((performance.now() - t) / 1000).toFixed(1)} s`,
  );
  t = performance.now();
  const sorted = new Map<string, SortedColumn>(
    SORTS.map((name) => [name, sortColumn(table, name)]),
  );
  say(`sorted ${SORTS.length} columns in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  const memory = process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers - heapBefore;
  say(`memory held: ${(memory / 2 ** 20).toFixed(0)} MiB`);
  const next = random(33);
  const times: number[] = [];
  let kept = 0;
  for (let i = 0; i < SCREENS; i++) {
    const query = randomScreen(table, next);
    const started = performance.now();
    kept += screenColumns(table, query, sorted).total;
    times.push(performance.now() - started);
  }
  say(
    `**${SCREENS} random screens (1–5 filters, a sort, a page of 30, exact count), one thread: ` +
      `p50 ${pct(times, 0.5).toFixed(2)} ms, p95 ${pct(times, 0.95).toFixed(2)} ms, ` +
      `max ${pct(times, 1).toFixed(2)} ms** (mean kept ${(kept / SCREENS).toFixed(0)} rows; load ${load1} → ${os.loadavg()[0]?.toFixed(1)})`,
  );
  return lines.join('\n');
}
