/**
 * A screen over a table held as columns in memory (docs/adr/0024-bond-screener.md, increment 6):
 * filters on numbers, a sort, a page and the exact count, in a few milliseconds at 500,000 rows
 * where PostgreSQL takes seconds for a screen no index serves. Data-free: the caller loads the
 * columns (one Float64Array each, NaN for null: codes, dates as day numbers and flags as 0/1
 * are numbers too) and maps its filters onto ranges and sets.
 */

import {
  addPlaces,
  countBits,
  indexPlaces,
  rowsOfBits,
  setRows,
  wordsFor,
  type PlaceIndex,
} from './column-bits';
import { comparer, firstByPlace, firstInOrder, walkSorted } from './column-order';

export interface ColumnTable {
  /** Rows; row r's id (the order's last tie-break) is ids[r]. */
  size: number;
  ids: Int32Array;
  columns: ReadonlyMap<string, Float64Array>;
}

/** min ≤ value ≤ max, either bound optional; a null value (NaN) never passes. */
export interface RangeFilter {
  column: string;
  min?: number | undefined;
  max?: number | undefined;
}

/** The value is one of `values`; a null value (NaN) never passes. */
export interface SetFilter {
  column: string;
  values: readonly number[];
}

/** Rows as a list and as marks (marks[r] === 1: row r is in it). */
export interface RowSet {
  rows: Int32Array;
  marks: Uint8Array;
}

export interface OrderKey {
  column: string;
  descending: boolean;
}

export interface ColumnQuery {
  ranges?: readonly RangeFilter[];
  sets?: readonly SetFilter[];
  /** What ranges and sets cannot say, asked last and only of the rows left. */
  also?: (row: number) => boolean;
  /** Rows known ahead (a text's matches): kept only if in it; the first cut when narrowest. */
  within?: RowSet;
  /** Each key's empty values last in either direction, then the id in the last key's direction. */
  order?: readonly OrderKey[];
  limit: number;
  offset: number;
}

export interface ColumnAnswer {
  /** The page's rows (indexes into the table), in order. */
  rows: number[];
  /** Every row the filters keep. */
  total: number;
}

/** A column's rows in order: values ascending (ties by id ascending), then its nulls by id. */
export interface SortedColumn {
  rows: Int32Array;
  /** How many of `rows` have a value (the nulls follow). */
  valued: number;
}

function column(table: ColumnTable, name: string): Float64Array {
  const values = table.columns.get(name);
  if (!values) throw new Error(`no column ${name}`);
  return values;
}

/** Rows a composite sort key can number: value rank × ROW_SPAN + row stays an exact double. */
const ROW_SPAN = 2 ** 21;

/** Sorts a column once; the answers walk it for every screen that sorts by it alone. */
export function sortColumn(table: ColumnTable, name: string): SortedColumn {
  const values = column(table, name);
  return idsAscend(table) && table.size < ROW_SPAN
    ? sortByKeys(values)
    : sortByComparer(values, table.ids);
}

const idsAscend = ({ ids }: ColumnTable) => ids.every((id, r) => r === 0 || id > ids[r - 1]!);

/** Values ascending, ties by id, nulls after by id: any table, a comparer called per pair. */
function sortByComparer(values: Float64Array, ids: Int32Array): SortedColumn {
  const rows = Int32Array.from({ length: values.length }, (_, r) => r);
  rows.sort((a, b) => {
    const x = values[a] as number;
    const y = values[b] as number;
    const xNull = Number.isNaN(x);
    const yNull = Number.isNaN(y);
    if (xNull !== yNull) return xNull ? 1 : -1;
    if (!xNull && x !== y) return x - y;
    return (ids[a] as number) - (ids[b] as number);
  });
  let valued = 0;
  while (valued < rows.length && !Number.isNaN(values[rows[valued] as number] as number)) valued++;
  return { rows, valued };
}

/**
 * The same order when rows are in id order (the loader reads them so), without a comparer:
 * each value becomes its rank among the distinct values, the key rank × ROW_SPAN + row sorts
 * natively (ties by row = by id), about twice as fast at 500,000 rows.
 */
function sortByKeys(values: Float64Array): SortedColumn {
  const size = values.length;
  const present = new Float64Array(size);
  let valued = 0;
  for (let r = 0; r < size; r++) if (!Number.isNaN(values[r])) present[valued++] = values[r]!;
  const ascending = present.subarray(0, valued).sort();
  let distinct = 0;
  for (let i = 0; i < valued; i++)
    if (i === 0 || ascending[i] !== ascending[i - 1]) ascending[distinct++] = ascending[i]!;
  const keys = new Float64Array(valued);
  const rows = new Int32Array(size);
  let k = 0;
  let n = valued;
  for (let r = 0; r < size; r++) {
    const v = values[r]!;
    if (Number.isNaN(v)) {
      rows[n++] = r;
      continue;
    }
    let lo = 0;
    let hi = distinct;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (ascending[mid]! < v) lo = mid + 1;
      else hi = mid;
    }
    keys[k++] = lo * ROW_SPAN + r;
  }
  keys.sort();
  for (let i = 0; i < valued; i++) rows[i] = keys[i]! % ROW_SPAN;
  return { rows, valued };
}

/** The rows of `from` (all rows when null) whose value lies in [lo, hi], written to `into`. */
function keepInRange(
  values: Float64Array,
  lo: number,
  hi: number,
  from: Int32Array | null,
  into: Int32Array,
): number {
  let n = 0;
  // Two plain loops rather than one predicate called per row: this is the hot path.
  if (from === null) {
    for (let r = 0; r < values.length; r++) {
      const v = values[r] as number;
      // NaN fails both comparisons: a null never passes.
      if (v >= lo && v <= hi) into[n++] = r;
    }
  } else {
    for (let i = 0; i < from.length; i++) {
      const r = from[i] as number;
      const v = values[r] as number;
      if (v >= lo && v <= hi) into[n++] = r;
    }
  }
  return n;
}

/** The rows of `from` (all when null) that `keep` keeps, written to `into`. */
function keepWhere(
  size: number,
  keep: (row: number) => boolean,
  from: Int32Array | null,
  into: Int32Array,
): number {
  let n = 0;
  if (from === null) {
    for (let r = 0; r < size; r++) if (keep(r)) into[n++] = r;
  } else
    for (let i = 0; i < from.length; i++)
      if (keep(from[i] as number)) into[n++] = from[i] as number;
  return n;
}

/** The first index of sorted's valued rows whose value is >= bound (> bound when `after`). */
function lowerBound(values: Float64Array, sorted: SortedColumn, bound: number, after: boolean) {
  let lo = 0;
  let hi = sorted.valued;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const v = values[sorted.rows[mid] as number] as number;
    if (after ? v <= bound : v < bound) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Working memory of a table's screens, made once and reused: a screen is answered in one
 * synchronous call, and fresh megabyte-sized arrays a screen kept the garbage collector
 * busier than the screen itself. The page and the total never point into it.
 */
interface Scratch {
  /** The kept rows, narrowed in place filter by filter. */
  rows: Int32Array;
  /** Every row in order (the answer of a screen without filters), made on first need. */
  all: Int32Array | null;
  /** A bit a row: the rows kept so far, and one cut's rows. */
  bits: Uint32Array;
  cutBits: Uint32Array;
}
const scratches = new WeakMap<ColumnTable, Scratch>();

function scratchOf(table: ColumnTable): Scratch {
  let scratch = scratches.get(table);
  if (!scratch) {
    scratch = {
      rows: new Int32Array(table.size),
      all: null,
      bits: new Uint32Array(wordsFor(table.size)),
      cutBits: new Uint32Array(wordsFor(table.size)),
    };
    scratches.set(table, scratch);
  }
  return scratch;
}

/** A sorted column's places as bits, made on first need (column-bits.ts). */
const placeIndexes = new WeakMap<SortedColumn, PlaceIndex>();

function placeIndexOf(sorted: SortedColumn): PlaceIndex {
  let index = placeIndexes.get(sorted);
  if (!index) placeIndexes.set(sorted, (index = indexPlaces(sorted.rows)));
  return index;
}

/** A filter as a value range: a set of one value is a range of one. */
interface Bounds {
  column: string;
  lo: number;
  hi: number;
}

/** The places [from, to) of the rows whose value lies in [lo, hi] (two searches). */
function placesIn(
  table: ColumnTable,
  sorted: SortedColumn,
  { column: name, lo, hi }: Bounds,
): [number, number] {
  if (Number.isNaN(lo) || Number.isNaN(hi) || lo > hi) return [0, 0];
  const values = column(table, name);
  return [lowerBound(values, sorted, lo, false), lowerBound(values, sorted, hi, true)];
}

/** A filter's rows: runs of places in its sorted column, or a list (a text's known rows). */
interface Cut {
  sortedColumn: SortedColumn | null;
  /** Runs of places [from, to) in the sorted column; a list's one run is [0, its length). */
  runs: [number, number][];
  /** The rows the runs read: the sorted column's, or the list. */
  rows: Int32Array;
  length: number;
}

/** The rows every filter keeps: a list (read only), or bits with their count (null: all). */
type Kept = { list: Int32Array } | { bits: Uint32Array | null; count: number };

/**
 * Cuts whose narrowest keeps more than 1 / BITS_FROM of the rows are ANDed as bits: measured
 * on the 500,000-bond world's random screens (bench/screener.ts).
 */
const BITS_FROM = 16;

/**
 * The rows every filter keeps. When even the narrowest filter keeps many rows, as bits: each
 * filter's rows are runs of places in its sorted column, a few passes over the words each
 * (column-bits.ts), ANDed, then counted. Otherwise as a list: the narrowest filter's rows at
 * once (a slice of its sorted column), each other filter then narrowing that in place, so the
 * first cuts the work of the rest.
 */
function survivors(
  table: ColumnTable,
  query: ColumnQuery,
  sorted: ReadonlyMap<string, SortedColumn>,
): Kept {
  const scratch = scratchOf(table);
  const into = scratch.rows;
  // Each filter as value ranges: a range is one, a set one per value (a point).
  const filters: { column: string; ranges: Bounds[] }[] = [
    ...(query.ranges ?? []).map((r) => ({
      column: r.column,
      ranges: [{ column: r.column, lo: r.min ?? -Infinity, hi: r.max ?? Infinity }],
    })),
    ...(query.sets ?? []).map((set) => ({
      column: set.column,
      // A null (NaN) is in no set: a NaN value names nothing.
      ranges: [...new Set(set.values)]
        .filter((v) => !Number.isNaN(v))
        .map((v) => ({ column: set.column, lo: v, hi: v })),
    })),
  ];
  // Each filter's rows as runs of its sorted column (null: the column is not sorted).
  const cuts = filters.map((filter): Cut | null => {
    const sortedColumn = sorted.get(filter.column);
    if (!sortedColumn) return null;
    const runs = filter.ranges.map((b) => placesIn(table, sortedColumn, b));
    const length = runs.reduce((n, [from, to]) => n + to - from, 0);
    return { sortedColumn, runs, rows: sortedColumn.rows, length };
  });
  const within = query.within;
  const allCuts = cuts.filter((c): c is Cut => c !== null);
  if (within) {
    const { rows } = within;
    allCuts.push({ sortedColumn: null, runs: [[0, rows.length]], rows, length: rows.length });
  }
  const narrowest = Math.min(...allCuts.map((c) => c.length));
  if (!cuts.includes(null) && allCuts.length === 0 && !query.also)
    return { bits: null, count: table.size };
  if (!cuts.includes(null) && allCuts.length > 0 && narrowest * BITS_FROM > table.size) {
    const bits = keptBits(allCuts, scratch);
    if (!query.also) return { bits, count: countBits(bits) };
    const kept = into.subarray(0, rowsOfBits(bits, into));
    return { list: into.subarray(0, keepWhere(table.size, query.also, kept, into)) };
  }
  let kept: Int32Array | null = null;
  let driver: (typeof filters)[number] | undefined;
  for (const [i, filter] of filters.entries()) {
    const cut = cuts[i];
    if (!cut) continue;
    if (kept !== null && cut.length >= kept.length) continue;
    driver = filter;
    kept =
      cut.runs.length === 1
        ? cut.rows.subarray(...cut.runs[0]!)
        : concat(
            cut.runs.map(([from, to]) => cut.rows.subarray(from, to)),
            cut.length,
            into,
          );
  }
  const withinFirst = within !== undefined && (kept === null || within.rows.length < kept.length);
  if (withinFirst) [kept, driver] = [within.rows, undefined];
  if (within && !withinFirst) {
    const { marks } = within;
    kept = into.subarray(
      0,
      keepWhere(table.size, (r) => marks[r] === 1, kept, into),
    );
  }
  for (const filter of filters) {
    if (filter === driver) continue;
    const values = column(table, filter.column);
    if (filter.ranges.length === 1) {
      const { lo, hi } = filter.ranges[0] as Bounds;
      kept = into.subarray(0, keepInRange(values, lo, hi, kept, into));
    } else {
      const points = Float64Array.from(filter.ranges, (b) => b.lo);
      kept = into.subarray(0, keepPoints(values, points, table.size, kept, into));
    }
  }
  if (query.also) kept = into.subarray(0, keepWhere(table.size, query.also, kept, into));
  if (kept === null) return { list: allRows(table, scratch) };
  return { list: kept };
}

/** Every row in order (made once a table). */
const allRows = (table: ColumnTable, scratch: Scratch) =>
  (scratch.all ??= Int32Array.from({ length: table.size }, (_, r) => r));

/** The rows every cut keeps, as bits (the scratch's): each cut's runs set, then ANDed. */
function keptBits(cuts: Cut[], scratch: Scratch): Uint32Array {
  const { bits, cutBits } = scratch;
  for (const [i, cut] of cuts.entries()) {
    const target = i === 0 ? bits : cutBits;
    target.fill(0);
    const index = cut.sortedColumn ? placeIndexOf(cut.sortedColumn) : null;
    for (const [from, to] of cut.runs)
      if (index) addPlaces(index, cut.rows, from, to, target);
      else setRows(cut.rows, from, to, target);
    if (i > 0)
      for (let w = 0; w < bits.length; w++) bits[w] = (bits[w] as number) & (cutBits[w] as number);
  }
  return bits;
}

/** The slices one after another in `into` (a set's values: one slice each). */
function concat(slices: Int32Array[], length: number, into: Int32Array): Int32Array {
  let at = 0;
  for (const slice of slices) into.set(slice, (at += slice.length) - slice.length);
  return into.subarray(0, length);
}

/** The rows of `from` (all when null) whose value is one of `points` (a short list). */
function keepPoints(
  values: Float64Array,
  points: Float64Array,
  size: number,
  from: Int32Array | null,
  into: Int32Array,
): number {
  let n = 0;
  const count = from === null ? size : from.length;
  for (let i = 0; i < count; i++) {
    const r = from === null ? i : (from[i] as number);
    const v = values[r] as number;
    for (let k = 0; k < points.length; k++)
      if (v === points[k]) {
        into[n++] = r;
        break;
      }
  }
  return n;
}

/** A walk of a sorted column beats a heap when more than 1 / WALK_FROM of the rows are kept. */
const WALK_FROM = 16;

/**
 * Answers a screen: the rows the filters keep, counted exactly, and the page in the order.
 * `sorted` holds the columns sorted ahead (sortColumn); a one-key order on one of them walks
 * it when many rows are kept, or takes a heap over the kept rows' places in it when few are;
 * any other order takes a heap comparing the rows' values.
 */
export function screenColumns(
  table: ColumnTable,
  query: ColumnQuery,
  sorted: ReadonlyMap<string, SortedColumn> = new Map(),
): ColumnAnswer {
  const kept = survivors(table, query, sorted);
  const want = query.offset + query.limit;
  const order = query.order ?? [];
  const single = order.length === 1 ? order[0] : undefined;
  const walkable = single ? sorted.get(single.column) : undefined;
  const total = 'list' in kept ? kept.list.length : kept.count;
  let page: number[];
  if (single && walkable && total * WALK_FROM > table.size) {
    const bits = 'list' in kept ? listAsBits(kept.list, scratchOf(table)) : kept.bits;
    page = walkSorted(walkable, bits, want, single.descending);
  } else {
    const scratch = scratchOf(table);
    const rows =
      'list' in kept
        ? kept.list
        : kept.bits === null
          ? allRows(table, scratch)
          : scratch.rows.subarray(0, rowsOfBits(kept.bits, scratch.rows));
    page =
      single && walkable
        ? firstByPlace(rows, want, walkable, single.descending)
        : firstInOrder(rows, want, comparer(table, order));
  }
  return { rows: page.slice(query.offset), total };
}

/** A list of rows as bits (the scratch's). */
function listAsBits(list: Int32Array, scratch: Scratch): Uint32Array {
  scratch.bits.fill(0);
  setRows(list, 0, list.length, scratch.bits);
  return scratch.bits;
}
