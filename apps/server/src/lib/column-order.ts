import { hasBit } from './column-bits';
import type { ColumnTable, OrderKey, SortedColumn } from './column-screen';

/*
 * A screen's page in its order (column-screen.ts): the first rows of the kept ones, by a walk
 * of a sorted column when many are kept, else by a bounded heap over them.
 */

/** Compares two rows by the order's keys (empty values last), then by id. */
export function comparer(table: ColumnTable, order: readonly OrderKey[]) {
  const keys = order.map((k) => {
    const values = table.columns.get(k.column);
    if (!values) throw new Error(`no column ${k.column}`);
    return { values, sign: k.descending ? -1 : 1 };
  });
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
export function firstInOrder(
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

/** Each row's place in a sorted column (its inverse), made on first need. */
const placesOfColumn = new WeakMap<SortedColumn, Int32Array>();

function placesOf(sorted: SortedColumn): Int32Array {
  let places = placesOfColumn.get(sorted);
  if (!places) {
    places = new Int32Array(sorted.rows.length);
    for (let p = 0; p < places.length; p++) places[sorted.rows[p] as number] = p;
    placesOfColumn.set(sorted, places);
  }
  return places;
}

/**
 * The first `want` of `rows` in a sorted column's order, ascending or descending (its valued
 * rows reversed, then its nulls reversed: ties and nulls by id in the order's direction, as
 * the comparer has them). Each row's rank in that order is a whole number read from the
 * column's places, so the bounded heap compares numbers, not rows' values.
 */
export function firstByPlace(
  rows: Int32Array,
  want: number,
  sorted: SortedColumn,
  descending: boolean,
): number[] {
  if (want <= 0) return [];
  const places = placesOf(sorted);
  const { valued } = sorted;
  const last = sorted.rows.length - 1;
  // A rank and its place are one and the same, read either way.
  const flip = (p: number) => (p < valued ? valued - 1 - p : valued + last - p);
  const heap = new Int32Array(Math.min(want, rows.length));
  let size = 0;
  for (let i = 0; i < rows.length; i++) {
    const place = places[rows[i] as number] as number;
    const rank = descending ? flip(place) : place;
    if (size < heap.length) {
      // Up: the largest rank on top.
      let at = size++;
      while (at > 0) {
        const parent = (at - 1) >> 1;
        if ((heap[parent] as number) >= rank) break;
        heap[at] = heap[parent] as number;
        at = parent;
      }
      heap[at] = rank;
    } else if (rank < (heap[0] as number)) {
      // Down from the top, the new rank replacing the largest.
      let at = 0;
      for (;;) {
        const left = 2 * at + 1;
        if (left >= size) break;
        const right = left + 1;
        const child =
          right < size && (heap[right] as number) > (heap[left] as number) ? right : left;
        if ((heap[child] as number) <= rank) break;
        heap[at] = heap[child] as number;
        at = child;
      }
      heap[at] = rank;
    }
  }
  const ranks = heap.subarray(0, size).sort();
  return Array.from(ranks, (rank) => sorted.rows[descending ? flip(rank) : rank] as number);
}

/**
 * The first `want` kept rows (their bits set; null: every row) in a sorted column's order: a
 * walk of it, ascending or from the end of the valued rows down, the nulls after (by id, the
 * same direction). Fast when many rows are kept; the caller takes a heap when few are.
 */
export function walkSorted(
  sorted: SortedColumn,
  kept: Uint32Array | null,
  want: number,
  descending: boolean,
): number[] {
  const out: number[] = [];
  if (want <= 0) return out;
  const { rows, valued } = sorted;
  const take = (i: number) => {
    const r = rows[i] as number;
    if (kept === null || hasBit(kept, r)) out.push(r);
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
