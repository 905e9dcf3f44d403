import os from 'node:os';
import type { BondListSort } from '@bondsight/contracts';
import { openDatabase } from '../apps/server/src/db/client';
import { readDataVersion } from '../apps/server/src/plugins/cached-answers.repository';
import {
  closeScreensInMemory,
  screensInMemory,
} from '../apps/server/src/modules/bonds/bond-list-memory';
import type { BondListWhere } from '../apps/server/src/modules/bonds/bond-list.repository';

/*
 * ADR 0024 increment 6: the list's screens over the screener's rows held as columns in memory
 * (modules/bonds/bond-list-memory.ts), without HTTP or the page's rows: the load of an existing
 * world (COLUMN_BENCH_URL, e.g. the 500,000-bond scale world) and random screens of 1–5
 * filters with a sort and a page of 30, counted exactly, timed one at a time on one thread.
 */

const SCREENS = Number(process.env.COLUMN_BENCH_SCREENS ?? 2_000);

function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1_664_525 + 1_013_904_223) >>> 0;
    return s / 2 ** 32;
  };
}

const SORTS: BondListSort[] = [
  'yield',
  'duration',
  'gSpread',
  'liquidity',
  'yieldToWorst',
  'maturity',
  'rating',
  'praams',
];

/** A screen a user builds: filters from every kind the list has. */
function randomFilter(next: () => number): BondListWhere {
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)] as T;
  const filters: (() => BondListWhere)[] = [
    () => ({ yieldMin: Math.floor(next() * 20) }),
    () => ({ yieldMax: 8 + Math.floor(next() * 30) }),
    () => ({ durationMax: 1 + Math.floor(next() * 6) }),
    () => ({ gSpreadMin: Math.floor(next() * 600) - 100 }),
    () => ({ tradedDaysMin: Math.floor(next() * 20) }),
    () => ({ ratingRankMax: 1 + Math.floor(next() * 15) }),
    () => ({
      statusIds: pick([
        [96, 192],
        [112, 128],
      ]),
    }),
    () => ({ currencyId: 1 + Math.floor(next() * 4) }),
    () => ({ bondKind: pick(['corporate', 'sovereign', 'municipal', 'bank']) }),
    () => ({ couponType: pick(['fixed', 'floating', 'zero']) }),
    () => ({ maturityFrom: `${2026 + Math.floor(next() * 6)}-01-01` }),
    () => ({ offerWithinDays: Math.floor(next() * 365) }),
    () => ({ amortizing: next() < 0.5 }),
    () => ({ lombard: next() < 0.5 }),
    () => ({ text: pick(['bank', 'RU000', 'energy']) }),
  ];
  const count = 1 + Math.floor(next() * 5);
  return Object.assign({}, ...Array.from({ length: count }, () => pick(filters)()));
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
  const database = await openDatabase({ url });
  try {
    const load1 = os.loadavg()[0]?.toFixed(1);
    const screens = screensInMemory(database.db);
    const version = await readDataVersion(database.db);
    const ordering = { order: 'asc' as const, lang: 'eng' as const };
    const memoryBefore = process.memoryUsage();
    let t = performance.now();
    // The first ask starts the load (rows, sorted columns); the database would answer it.
    await screens.answer(version, {}, ordering, 30, 0);
    await screens.settled();
    const loadedIn = performance.now() - t;
    const memoryAfter = process.memoryUsage();
    // The columns live on the screen's thread: the process's resident memory tells.
    const held = memoryAfter.rss - memoryBefore.rss;
    say(
      `loaded the screen (every bond's row, its columns sorted) in ${(loadedIn / 1000).toFixed(1)} s; ` +
        `memory held ${(held / 2 ** 20).toFixed(0)} MiB`,
    );
    t = performance.now();
    await screens.answer(version, {}, { ...ordering, sort: 'name' }, 30, 0);
    await screens.settled();
    say(`the name order in one language: ${((performance.now() - t) / 1000).toFixed(1)} s`);
    const next = random(33);
    const times: number[] = [];
    let kept = 0;
    for (let i = 0; i < SCREENS; i++) {
      const filter = randomFilter(next);
      const sort = SORTS[Math.floor(next() * SORTS.length)];
      const order = next() < 0.5 ? ('asc' as const) : ('desc' as const);
      const started = performance.now();
      const answer = await screens.answer(version, filter, { sort, order, lang: 'eng' }, 30, 0);
      times.push(performance.now() - started);
      if (!answer) throw new Error('the screen in memory did not answer');
      kept += answer.total;
    }
    say(
      `**${SCREENS} random screens (1–5 filters, a sort, a page of 30, exact count), one thread: ` +
        `p50 ${pct(times, 0.5).toFixed(2)} ms, p95 ${pct(times, 0.95).toFixed(2)} ms, ` +
        `max ${pct(times, 1).toFixed(2)} ms** (mean kept ${(kept / SCREENS).toFixed(0)} rows; load ${load1} → ${os.loadavg()[0]?.toFixed(1)})`,
    );
  } finally {
    await closeScreensInMemory(database.db);
    await database.close();
  }
  return lines.join('\n');
}
