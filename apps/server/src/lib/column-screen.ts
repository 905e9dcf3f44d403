/**
 * A screen over a table held as columns in memory (docs/adr/0024-bond-screener.md, increment 6):
 * filters on numbers, a sort, a page and the exact count, in a few milliseconds at 500,000 rows
 * where PostgreSQL takes seconds for a screen no index serves. Data-free: the caller loads the
 * columns (one Float64Array each, NaN for null: codes, dates as day numbers and flags as 0/1
 * are numbers too) and maps its filters onto ranges and sets.
 */

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
 * synchronous call, and two fresh megabyte-sized arrays a screen kept the garbage collector
 * busier than the screen itself. The page and the total never point into it.
 */
interface Scratch {
  /** The kept rows, narrowed in place filter by filter. */
  rows: Int32Array;
  /** Every row in order (the answer of a screen without filters), made on first need. */
  all: Int32Array | null;
  /** marks[r] === stamp: row r is kept by the screen of that stamp (no clearing between). */
  marks: Uint32Array;
  stamp: number;
  /** A bit a row: the rows kept so far, and one cut's rows (survivorsByBits). */
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
      marks: new Uint32Array(table.size),
      stamp: 0,
      bits: new Uint32Array((table.size + 31) >>> 5),
      cutBits: new Uint32Array((table.size + 31) >>> 5),
    };
    scratches.set(table, scratch);
  }
  return scratch;
}

/** A filter as a value range: a set of one value is a range of one. */
interface Bounds {
  column: string;
  lo: number;
  hi: number;
}

/** The rows whose value lies in [lo, hi], as a slice of the sorted column (two searches). */
function sliceOf(table: ColumnTable, sorted: SortedColumn, { column: name, lo, hi }: Bounds) {
  if (Number.isNaN(lo) || Number.isNaN(hi) || lo > hi) return sorted.rows.subarray(0, 0);
  const values = column(table, name);
  return sorted.rows.subarray(
    lowerBound(values, sorted, lo, false),
    lowerBound(values, sorted, hi, true),
  );
}

/**
 * The rows every filter keeps, as a list (read only: it may be a sorted column's own slice).
 * The narrowest filter on a sorted column gives its rows at once (a slice of the column, found
 * by binary search); each other filter then runs over the survivors of the one before, so the
 * first cuts the work of the rest. Nothing is copied or allocated: the first filter after the
 * cut reads the slice and writes the working list, the next ones narrow that in place.
 */
function survivors(
  table: ColumnTable,
  query: ColumnQuery,
  sorted: ReadonlyMap<string, SortedColumn>,
): Int32Array {
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
  // Each filter's rows as slices of its sorted column (null: the column is not sorted).
  const cuts = filters.map((filter): Cut | null => {
    const sortedColumn = sorted.get(filter.column);
    if (!sortedColumn) return null;
    const slices = filter.ranges.map((b) => sliceOf(table, sortedColumn, b));
    return { slices, length: slices.reduce((n, slice) => n + slice.length, 0), sortedColumn };
  });
  const within = query.within;
  // Every filter a cut, none of them narrow: a bit a row for each, ANDed a word at a time,
  // costs each cut its rows or the rows it drops, whichever are fewer, where narrowing the
  // narrowest cut filter by filter costs its rows for every other filter.
  const allCuts = cuts.filter((c): c is Cut => c !== null);
  if (within)
    allCuts.push({ slices: [within.rows], length: within.rows.length, sortedColumn: null });
  const narrowest = Math.min(...allCuts.map((c) => c.length));
  if (!cuts.includes(null) && allCuts.length >= 2 && narrowest * BITS_FROM > table.size)
    return survivorsByBits(table.size, allCuts, query.also, scratch, into);
  let kept: Int32Array | null = null;
  let driver: (typeof filters)[number] | undefined;
  for (const [i, filter] of filters.entries()) {
    const cut = cuts[i];
    if (!cut) continue;
    if (kept !== null && cut.length >= kept.length) continue;
    driver = filter;
    kept =
      cut.slices.length === 1
        ? (cut.slices[0] as Int32Array)
        : concat(cut.slices, cut.length, into);
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
  if (kept === null) return (scratch.all ??= Int32Array.from({ length: table.size }, (_, r) => r));
  return kept;
}

/** A filter's rows as slices of a sorted column (none for a text's known rows). */
interface Cut {
  slices: Int32Array[];
  length: number;
  sortedColumn: SortedColumn | null;
}

/**
 * Cuts whose narrowest keeps more than 1 / BITS_FROM of the rows are ANDed as bits: measured
 * on the 500,000-bond world's random screens (bench/screener.ts).
 */
const BITS_FROM = 16;

/**
 * The rows every cut keeps, by a bit a row: the cuts narrowest first, each setting its rows'
 * bits (then ANDed a word at a time), or, when it keeps more than half the rows, clearing the
 * bits of the rows it drops (the rest of its sorted column: a sorted column holds every row).
 * Then the kept rows in row order, each asked `also`.
 */
function survivorsByBits(
  size: number,
  cuts: Cut[],
  also: ((row: number) => boolean) | undefined,
  scratch: Scratch,
  into: Int32Array,
): Int32Array {
  const { bits, cutBits } = scratch;
  const words = bits.length;
  const ordered = [...cuts].sort((a, b) => a.length - b.length);
  for (const [i, cut] of ordered.entries()) {
    const drops = size - cut.length;
    if (cut.sortedColumn !== null && drops < cut.length) {
      if (i === 0) {
        bits.fill(0xffff_ffff);
        // Rows past the end are never kept.
        if (size % 32 !== 0) bits[words - 1] = (1 << (size % 32)) - 1;
      }
      for (const [from, to] of gapsOf(cut.slices, cut.sortedColumn.rows.length)) {
        const rows = cut.sortedColumn.rows;
        for (let k = from; k < to; k++) {
          const r = rows[k] as number;
          bits[r >>> 5] = (bits[r >>> 5] as number) & ~(1 << (r & 31));
        }
      }
      continue;
    }
    const target = i === 0 ? bits : cutBits;
    target.fill(0);
    for (const slice of cut.slices)
      for (let k = 0; k < slice.length; k++) {
        const r = slice[k] as number;
        target[r >>> 5] = (target[r >>> 5] as number) | (1 << (r & 31));
      }
    if (i > 0)
      for (let w = 0; w < words; w++) bits[w] = (bits[w] as number) & (cutBits[w] as number);
  }
  let n = 0;
  for (let w = 0; w < words; w++) {
    let word = bits[w] as number;
    while (word !== 0) {
      const low = word & -word;
      const r = (w << 5) + 31 - Math.clz32(low);
      word ^= low;
      if (also === undefined || also(r)) into[n++] = r;
    }
  }
  return into.subarray(0, n);
}

/** The index ranges of a sorted column's rows outside the slices (its nulls included). */
function gapsOf(slices: Int32Array[], rows: number): [number, number][] {
  // A slice's place in its column: subarrays share the column's buffer.
  const spans = slices
    .map((s) => [s.byteOffset >>> 2, (s.byteOffset >>> 2) + s.length] as const)
    .sort((a, b) => a[0] - b[0]);
  const gaps: [number, number][] = [];
  let at = 0;
  for (const [from, to] of spans) {
    if (from > at) gaps.push([at, from]);
    at = Math.max(at, to);
  }
  if (at < rows) gaps.push([at, rows]);
  return gaps;
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

/** Compares two rows by the order's keys (empty values last), then by id. */
function comparer(table: ColumnTable, order: readonly OrderKey[]) {
  const keys = order.map((k) => ({ values: column(table, k.column), sign: k.descending ? -1 : 1 }));
  const tieSign = order.at(-1)?.descending ? -1 : 1;
  const { ids } = table;
  return (a: number, b: number) => {
    for (const { values, sign } of keys) {
      const x = values[a] as number;
      const y = values[b] as number;
      const xNull = Number.isNaN(x);
      const yNull = Number.isNaN(y);
      if (xNull !== yNull) return xNull ? 1 : -1;
      if (!xNull && x !== y) return (x - y) * sign;
    }
    return ((ids[a] as number) - (ids[b] as number)) * tieSign;
  };
}

/**
 * The first `want` of `rows` in the comparer's order, by a bounded max-heap (the worst kept on
 * top): one comparison for most rows, whatever their number.
 */
function firstInOrder(
  rows: Int32Array,
  want: number,
  compare: (a: number, b: number) => number,
): number[] {
  if (want <= 0) return [];
  const heap: number[] = [];
  const up = (i: number) => {
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (compare(heap[i] as number, heap[parent] as number) <= 0) return;
      [heap[i], heap[parent]] = [heap[parent] as number, heap[i] as number];
      i = parent;
    }
  };
  const down = (i: number) => {
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let worst = i;
      if (left < heap.length && compare(heap[left] as number, heap[worst] as number) > 0)
        worst = left;
      if (right < heap.length && compare(heap[right] as number, heap[worst] as number) > 0)
        worst = right;
      if (worst === i) return;
      [heap[i], heap[worst]] = [heap[worst] as number, heap[i] as number];
      i = worst;
    }
  };
  for (const r of rows) {
    if (heap.length < want) {
      heap.push(r);
      up(heap.length - 1);
    } else if (compare(r, heap[0] as number) < 0) {
      heap[0] = r;
      down(0);
    }
  }
  return heap.sort(compare);
}

/**
 * The first `want` kept rows in a sorted column's order: a walk of it, ascending or from the
 * end of the valued rows down, the nulls after (by id, the same direction). Fast when many
 * rows are kept; the caller takes the heap when few are.
 */
function walkSorted(
  sorted: SortedColumn,
  marks: Uint32Array,
  stamp: number,
  want: number,
  descending: boolean,
): number[] {
  const out: number[] = [];
  const { rows, valued } = sorted;
  const take = (i: number) => {
    const r = rows[i] as number;
    if (marks[r] === stamp) out.push(r);
    return out.length >= want;
  };
  if (descending) {
    for (let i = valued - 1; i >= 0; i--) if (take(i)) return out;
    for (let i = rows.length - 1; i >= valued; i--) if (take(i)) return out;
  } else {
    for (let i = 0; i < rows.length; i++) if (take(i)) return out;
  }
  return out;
}

/**
 * Answers a screen: the rows the filters keep, counted exactly, and the page in the order.
 * `sorted` holds the columns sorted ahead (sortColumn); a one-key order on one of them walks
 * it when many rows are kept, any other order takes a bounded heap over the kept rows.
 */
export function screenColumns(
  table: ColumnTable,
  query: ColumnQuery,
  sorted: ReadonlyMap<string, SortedColumn> = new Map(),
): ColumnAnswer {
  const kept = survivors(table, query, sorted);
  const want = query.offset + query.limit;
  const order = query.order ?? [];
  let page: number[];
  const single = order.length === 1 ? order[0] : undefined;
  const walkable = single ? sorted.get(single.column) : undefined;
  if (order.length === 0) {
    page = firstInOrder(kept, want, comparer(table, []));
  } else if (single && walkable && kept.length * 16 > table.size) {
    const scratch = scratchOf(table);
    const stamp = (scratch.stamp = (scratch.stamp % 0xffff_ffff) + 1);
    if (stamp === 1) scratch.marks.fill(0);
    for (let i = 0; i < kept.length; i++) scratch.marks[kept[i] as number] = stamp;
    page = walkSorted(walkable, scratch.marks, stamp, want, single.descending);
  } else {
    page = firstInOrder(kept, want, comparer(table, order));
  }
  return { rows: page.slice(query.offset), total: kept.length };
}
