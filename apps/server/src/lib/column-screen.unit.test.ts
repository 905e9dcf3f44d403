import { describe, expect, it } from 'vitest';
import {
  screenColumns,
  sortColumn,
  type ColumnQuery,
  type ColumnTable,
  type SortedColumn,
} from './column-screen';

/** A seeded generator, so a failure names a screen that can be replayed. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1_664_525 + 1_013_904_223) >>> 0;
    return s / 2 ** 32;
  };
}

const NAMES = ['yield', 'duration', 'rating', 'kind', 'flag'] as const;

/** Rows with repeated values (ties) and nulls in every column, ids shuffled against rows. */
function table(size: number, next: () => number): ColumnTable {
  const ids = Int32Array.from({ length: size }, (_, r) => ((r * 7_919) % size) + 1);
  const col = (make: () => number) =>
    Float64Array.from({ length: size }, () => (next() < 0.15 ? NaN : make()));
  const columns = new Map<string, Float64Array>([
    ['yield', col(() => Math.round(next() * 300) / 10)],
    ['duration', col(() => Math.round(next() * 100) / 10)],
    ['rating', col(() => 1 + Math.floor(next() * 23))],
    ['kind', col(() => Math.floor(next() * 4))],
    ['flag', col(() => (next() < 0.5 ? 0 : 1))],
  ]);
  return { size, ids, columns };
}

/** The answer read the long way: every row tested, all of them sorted, then the page cut. */
function bruteForce(t: ColumnTable, q: ColumnQuery) {
  const value = (name: string, r: number) => t.columns.get(name)![r]!;
  const rows = [...Array(t.size).keys()].filter(
    (r) =>
      (q.ranges ?? []).every(
        ({ column, min, max }) =>
          !Number.isNaN(value(column, r)) &&
          (min === undefined || value(column, r) >= min) &&
          (max === undefined || value(column, r) <= max),
      ) &&
      // A null (NaN) is in no set, even one holding NaN (includes() would say it is).
      (q.sets ?? []).every(
        ({ column, values }) =>
          !Number.isNaN(value(column, r)) && values.includes(value(column, r)),
      ) &&
      (q.also?.(r) ?? true) &&
      (q.within ? q.within.marks[r] === 1 : true),
  );
  const order = q.order ?? [];
  rows.sort((a, b) => {
    for (const { column, descending } of order) {
      const x = value(column, a);
      const y = value(column, b);
      if (Number.isNaN(x) && Number.isNaN(y)) continue;
      if (Number.isNaN(x)) return 1;
      if (Number.isNaN(y)) return -1;
      if (x !== y) return descending ? y - x : x - y;
    }
    const tie = order.at(-1)?.descending ? -1 : 1;
    return (t.ids[a]! - t.ids[b]!) * tie;
  });
  return { rows: rows.slice(q.offset, q.offset + q.limit), total: rows.length };
}

/** Rows known ahead (a text's matches): each row with probability `share`. */
function knownRows(size: number, share: number, next: () => number) {
  const marks = Uint8Array.from({ length: size }, () => (next() < share ? 1 : 0));
  const rows = Int32Array.from([...marks.keys()].filter((r) => marks[r] === 1));
  return { rows, marks };
}

function randomQuery(size: number, next: () => number): ColumnQuery {
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)]!;
  const ranges = Array.from({ length: Math.floor(next() * 3) }, () => {
    const column = pick(['yield', 'duration', 'rating'] as const);
    const a = next() * 30;
    const b = a + next() * 20;
    return next() < 0.5
      ? { column, min: a }
      : next() < 0.5
        ? { column, max: b }
        : { column, min: a, max: b };
  });
  const sets =
    next() < 0.4 ? [{ column: pick(['kind', 'flag'] as const), values: [0, pick([1, 2, 3])] }] : [];
  const order = Array.from({ length: Math.floor(next() * 3) }, () => ({
    column: pick(NAMES),
    descending: next() < 0.5,
  }));
  const also = next() < 0.2 ? (r: number) => r % 3 !== 0 : undefined;
  return {
    ranges,
    sets,
    order,
    ...(also ? { also } : {}),
    ...(next() < 0.25 ? { within: knownRows(size, next() < 0.5 ? 0.1 : 0.7, next) } : {}),
    limit: pick([1, 10, 30]),
    offset: pick([0, 0, 30, 90]),
  };
}

describe('a screen over columns in memory', () => {
  it('equals the long reading for random screens: filters, exact count, order with ties and nulls, page', () => {
    const next = random(33);
    for (const size of [1, 50, 3_000]) {
      const t = table(size, next);
      const sorted = new Map<string, SortedColumn>(NAMES.map((n) => [n, sortColumn(t, n)]));
      for (let i = 0; i < 300; i++) {
        const q = randomQuery(size, next);
        const want = bruteForce(t, q);
        // With the sorted columns (walked when many rows are kept) and without (the heap).
        expect(screenColumns(t, q, sorted), `size ${size}, screen ${i}`).toEqual(want);
        expect(screenColumns(t, q), `size ${size}, screen ${i} (heap)`).toEqual(want);
      }
    }
  });

  it('walks a sorted column when most rows are kept, and agrees with the heap', () => {
    const t = table(2_000, random(7));
    const sorted = new Map([['yield', sortColumn(t, 'yield')]]);
    for (const descending of [false, true]) {
      const q: ColumnQuery = { order: [{ column: 'yield', descending }], limit: 30, offset: 1_950 };
      // The page crosses from the valued rows into the nulls (about 15 % of them).
      expect(screenColumns(t, q, sorted)).toEqual(bruteForce(t, q));
    }
  });

  it('keeps nothing for an unknown code (NaN) or a reversed range, and ranges over infinities', () => {
    const t = table(500, random(11));
    const never = Float64Array.from(t.columns.get('duration')!, (v) => (v > 5 ? Infinity : v));
    const columns = new Map([...t.columns, ['never', never]]);
    const u: ColumnTable = { ...t, columns };
    const sorted = new Map([...columns.keys()].map((n) => [n, sortColumn(u, n)]));
    const screens: ColumnQuery[] = [
      { sets: [{ column: 'kind', values: [NaN] }], limit: 10, offset: 0 },
      { ranges: [{ column: 'yield', min: 20, max: 10 }], limit: 10, offset: 0 },
      { ranges: [{ column: 'never', min: 6 }], limit: 10, offset: 0 },
      { ranges: [{ column: 'never', min: Infinity }], limit: 10, offset: 0 },
      {
        ranges: [{ column: 'never', max: 3 }],
        sets: [{ column: 'kind', values: [1, 2] }],
        order: [{ column: 'never', descending: true }],
        limit: 10,
        offset: 3,
      },
    ];
    for (const q of screens)
      expect(screenColumns(u, q, sorted), JSON.stringify(q)).toEqual(bruteForce(u, q));
    expect(screenColumns(u, screens[0]!, sorted).total).toBe(0);
    expect(screenColumns(u, screens[3]!, sorted).total).toBeGreaterThan(0);
  });

  it('sorts a table in id order by keys as the comparer does: ties by id, -0 as 0, nulls last', () => {
    const next = random(5);
    const t = table(3_000, next);
    const ids = Int32Array.from({ length: t.size }, (_, r) => 10 + r * 3);
    const zeros = Float64Array.from({ length: t.size }, () =>
      next() < 0.1 ? NaN : next() < 0.3 ? -0 : next() < 0.5 ? 0 : next() < 0.5 ? Infinity : -1,
    );
    const inOrder: ColumnTable = { ...t, ids, columns: new Map([...t.columns, ['zeros', zeros]]) };
    for (const name of [...NAMES, 'zeros']) {
      const values = inOrder.columns.get(name)!;
      const want = [...Array(t.size).keys()].sort((a, b) => {
        const [x, y] = [values[a]!, values[b]!];
        if (Number.isNaN(x) !== Number.isNaN(y)) return Number.isNaN(x) ? 1 : -1;
        return (Number.isNaN(x) || x === y ? 0 : x - y) || a - b;
      });
      const got = sortColumn(inOrder, name);
      expect([...got.rows], name).toEqual(want);
      expect(got.valued, name).toBe(values.filter((v) => !Number.isNaN(v)).length);
    }
  });

  it('keeps only rows of a known set, first cut when narrowest, last when not', () => {
    const next = random(9);
    const t = table(4_000, next);
    const sorted = new Map<string, SortedColumn>(NAMES.map((n) => [n, sortColumn(t, n)]));
    for (const share of [0.01, 0.5, 0.95]) {
      const marks = Uint8Array.from({ length: t.size }, () => (next() < share ? 1 : 0));
      const rows = Int32Array.from([...marks.keys()].filter((r) => marks[r] === 1));
      for (const q of [
        { within: { rows, marks }, order: [{ column: 'yield', descending: true }] },
        {
          within: { rows, marks },
          ranges: [{ column: 'duration', min: 2, max: 6 }],
          sets: [{ column: 'kind', values: [0, 3] }],
          order: [{ column: 'rating', descending: false }],
        },
      ]) {
        const query: ColumnQuery = { ...q, limit: 25, offset: 10 };
        expect(screenColumns(t, query, sorted), `share ${share}`).toEqual(bruteForce(t, query));
      }
    }
  });

  it('refuses a column the table does not hold', () => {
    const t = table(10, random(1));
    expect(() =>
      screenColumns(t, { ranges: [{ column: 'nope', min: 1 }], limit: 1, offset: 0 }),
    ).toThrow('no column nope');
  });
});
