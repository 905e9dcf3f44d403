/**
 * Rows as bits (a bit a row, 32 to a word) and a sorted column's places indexed as bits, for
 * the screens over columns in memory (column-screen.ts). A filter's rows are a run of places
 * in its sorted column; setting their bits one row at a time costs a random write a row (a
 * quarter of a million for a filter keeping half of 500,000 rows). The index holds, for every
 * bucket boundary of places, the bits of the rows before it: a run is then the difference of
 * two of them, a pass over the words, and its two partial buckets set row by row.
 */

export const wordsFor = (size: number) => (size + 31) >>> 5;

/** Buckets of places a column's index holds (memory: BUCKETS + 1 bit sets of the rows). */
const BUCKETS = 32;

export interface PlaceIndex {
  /** Places a bucket spans. */
  span: number;
  /** Words of one bit set. */
  words: number;
  /** Bit set k (from k × words): the rows at places [0, k × span), for k = 0 … buckets. */
  before: Uint32Array;
  buckets: number;
}

/** The index of a sorted column's places (`rows[place]` is the row at that place). */
export function indexPlaces(rows: Int32Array): PlaceIndex {
  const size = rows.length;
  const span = Math.max(1, Math.ceil(size / BUCKETS));
  const buckets = Math.ceil(size / span);
  const words = wordsFor(size);
  const before = new Uint32Array((buckets + 1) * words);
  for (let k = 1; k <= buckets; k++) {
    const at = k * words;
    before.copyWithin(at, at - words, at);
    const end = Math.min(size, k * span);
    for (let place = (k - 1) * span; place < end; place++) {
      const r = rows[place] as number;
      before[at + (r >>> 5)] = (before[at + (r >>> 5)] as number) | (1 << (r & 31));
    }
  }
  return { span, words, before, buckets };
}

/** Sets in `bits` the rows at places [from, to) of the sorted column `rows` (others kept). */
export function addPlaces(
  index: PlaceIndex,
  rows: Int32Array,
  from: number,
  to: number,
  bits: Uint32Array,
): void {
  const { span, words, before } = index;
  const firstWhole = Math.ceil(from / span);
  const endWhole = Math.floor(to / span);
  if (firstWhole >= endWhole) {
    setRows(rows, from, to, bits);
    return;
  }
  const low = firstWhole * words;
  const high = endWhole * words;
  for (let w = 0; w < words; w++)
    bits[w] = (bits[w] as number) | ((before[high + w] as number) & ~(before[low + w] as number));
  setRows(rows, from, firstWhole * span, bits);
  setRows(rows, endWhole * span, to, bits);
}

/** Sets the bits of rows[from … to). */
export function setRows(rows: Int32Array, from: number, to: number, bits: Uint32Array): void {
  for (let i = from; i < to; i++) {
    const r = rows[i] as number;
    bits[r >>> 5] = (bits[r >>> 5] as number) | (1 << (r & 31));
  }
}

/** How many bits are set. */
export function countBits(bits: Uint32Array): number {
  let n = 0;
  for (let w = 0; w < bits.length; w++) {
    let v = bits[w] as number;
    v -= (v >>> 1) & 0x5555_5555;
    v = (v & 0x3333_3333) + ((v >>> 2) & 0x3333_3333);
    n += (Math.imul((v + (v >>> 4)) & 0x0f0f_0f0f, 0x0101_0101) >>> 24) as number;
  }
  return n;
}

/** The rows whose bits are set, ascending, written to `into`; how many. */
export function rowsOfBits(bits: Uint32Array, into: Int32Array): number {
  let n = 0;
  for (let w = 0; w < bits.length; w++) {
    let word = bits[w] as number;
    while (word !== 0) {
      const low = word & -word;
      into[n++] = (w << 5) + 31 - Math.clz32(low);
      word ^= low;
    }
  }
  return n;
}

export const hasBit = (bits: Uint32Array, r: number) =>
  ((bits[r >>> 5] as number) & (1 << (r & 31))) !== 0;
