import { describe, expect, it } from 'vitest';
import { addPlaces, countBits, hasBit, indexPlaces, rowsOfBits, wordsFor } from './column-bits';

/** A seeded generator, so a failure names a case that can be replayed. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1_664_525 + 1_013_904_223) >>> 0;
    return s / 2 ** 32;
  };
}

/** The rows in a shuffled order: a sorted column's places. */
function shuffled(size: number, next: () => number) {
  const rows = Int32Array.from({ length: size }, (_, r) => r);
  for (let i = size - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [rows[i], rows[j]] = [rows[j]!, rows[i]!];
  }
  return rows;
}

describe('rows as bits', () => {
  it('sets the rows of any run of places, whole buckets and partial ones, and no other', () => {
    const next = random(21);
    for (const size of [1, 31, 32, 33, 100, 1_000, 4_099]) {
      const rows = shuffled(size, next);
      const index = indexPlaces(rows);
      for (let i = 0; i < 60; i++) {
        const from = Math.floor(next() * (size + 1));
        const to = from + Math.floor(next() * (size + 1 - from));
        const bits = new Uint32Array(wordsFor(size));
        // A row set before stays set: runs add up (a set filter's values).
        const before = rows[Math.floor(next() * size)]!;
        bits[before >>> 5] = 1 << (before & 31);
        addPlaces(index, rows, from, to, bits);
        const want = new Set([before, ...rows.subarray(from, to)]);
        const got = new Int32Array(size);
        const n = rowsOfBits(bits, got);
        expect([...got.subarray(0, n)], `size ${size}, [${from}, ${to})`).toEqual(
          [...want].sort((a, b) => a - b),
        );
        expect(countBits(bits)).toBe(want.size);
        expect(hasBit(bits, before)).toBe(true);
      }
    }
  });
});
