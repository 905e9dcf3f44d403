import { describe, expect, it } from 'vitest';
import { RateCounts, type SharedTotal, type UnsharedHits } from './rate-counts';

const MINUTE = 60_000;
/** A moment inside every window below (the near-limit reads use it). */
const NOW = 500;

/** A database of shared sums, as rate-limit-hits.repository.ts's statement computes them. */
function sharedTable() {
  const rows = new Map<string, { windowStart: number; windowMs: number; hits: number }>();
  return (hits: readonly UnsharedHits[]): SharedTotal[] =>
    hits.map((h) => {
      const row = rows.get(h.key);
      const next =
        !row || row.windowStart + row.windowMs <= h.windowStart
          ? { windowStart: h.windowStart, windowMs: h.windowMs, hits: h.hits }
          : { ...row, hits: row.hits + h.hits };
      rows.set(h.key, next);
      return { key: h.key, windowStart: next.windowStart, hits: next.hits };
    });
}

describe('rate counts', () => {
  it('counts hits in a window from the first one, then starts again', () => {
    const counts = new RateCounts();
    expect(counts.hit('a', 1_000, MINUTE)).toEqual({ current: 1, ttl: MINUTE });
    expect(counts.hit('a', 31_000, MINUTE)).toEqual({ current: 2, ttl: 30_000 });
    expect(counts.hit('b', 31_000, MINUTE)).toEqual({ current: 1, ttl: MINUTE });
    expect(counts.read('a', 31_000)).toEqual({ current: 2, ttl: 30_000 });
    // The window ended: a new one from this hit.
    expect(counts.hit('a', 61_000, MINUTE)).toEqual({ current: 1, ttl: MINUTE });
    expect(counts.read('c', 61_000)).toEqual({ current: 0, ttl: 0 });
  });

  it('sends each hit once, in key order, and adds what other instances counted', () => {
    const table = sharedTable();
    const here = new RateCounts();
    const there = new RateCounts();
    for (let i = 0; i < 3; i++) here.hit('z', 0, MINUTE);
    here.hit('a', 0, MINUTE);
    for (let i = 0; i < 5; i++) there.hit('z', 100, MINUTE);
    const sent = here.takeUnshared(NOW);
    expect(sent.map((h) => [h.key, h.hits])).toEqual([
      ['a', 1],
      ['z', 3],
    ]);
    // In flight, the hits still count here.
    expect(here.read('z', 200).current).toBe(3);
    here.settle(table(sent));
    there.settle(table(there.takeUnshared(NOW)));
    // There learnt of the 3 hits here; here does at its next sharing.
    expect(there.read('z', 300).current).toBe(8);
    expect(here.hit('z', 300, MINUTE).current).toBe(4);
    here.settle(table(here.takeUnshared(NOW)));
    expect(here.read('z', 400).current).toBe(9);
    // Nothing new: nothing sent.
    expect(here.takeUnshared(NOW)).toEqual([]);
  });

  it("takes the shared window's start when another instance began it first", () => {
    const table = sharedTable();
    const first = new RateCounts();
    const second = new RateCounts();
    first.hit('k', 0, MINUTE);
    first.settle(table(first.takeUnshared(NOW)));
    second.hit('k', 20_000, MINUTE);
    second.settle(table(second.takeUnshared(NOW)));
    // The window began at 0 on the first instance: it ends at 60 s here too.
    expect(second.read('k', 30_000)).toEqual({ current: 2, ttl: 30_000 });
    // After it, the second instance's next hit begins a new one in both places.
    expect(second.hit('k', 60_000, MINUTE)).toEqual({ current: 1, ttl: MINUTE });
    second.settle(table(second.takeUnshared(NOW)));
    expect(second.read('k', 60_000).current).toBe(1);
  });

  it('keeps hits whose sending failed for the next sharing', () => {
    const table = sharedTable();
    const counts = new RateCounts();
    counts.hit('k', 0, MINUTE);
    counts.hit('k', 0, MINUTE);
    counts.takeUnshared(NOW);
    counts.settle(null);
    expect(counts.read('k', 1).current).toBe(2);
    counts.hit('k', 2, MINUTE);
    const again = counts.takeUnshared(NOW);
    expect(again).toEqual([{ key: 'k', windowStart: 0, windowMs: MINUTE, hits: 3 }]);
    counts.settle(table(again));
    expect(counts.read('k', 3).current).toBe(3);
  });

  it('a window that ended while its hits were in flight stays ended', () => {
    const table = sharedTable();
    const counts = new RateCounts();
    counts.hit('k', 0, MINUTE);
    const sent = counts.takeUnshared(NOW);
    expect(counts.hit('k', MINUTE, MINUTE).current).toBe(1);
    counts.settle(table(sent));
    expect(counts.read('k', MINUTE + 1).current).toBe(1);
  });

  it('reads the sums of a key past half its limit even with no new hits here', () => {
    const table = sharedTable();
    const here = new RateCounts();
    const there = new RateCounts();
    for (let i = 0; i < 5; i++) here.hit('k', 0, MINUTE, 10);
    here.hit('quiet', 0, MINUTE, 10);
    here.settle(table(here.takeUnshared(NOW)));
    for (let i = 0; i < 4; i++) there.hit('k', 100, MINUTE, 10);
    there.settle(table(there.takeUnshared(NOW)));
    // Nothing new here: 'k' (5 of 10) is read again, 'quiet' (1 of 10) is not.
    const read = here.takeUnshared(NOW);
    expect(read).toEqual([{ key: 'k', windowStart: 0, windowMs: MINUTE, hits: 0 }]);
    here.settle(table(read));
    expect(here.hit('k', 200, MINUTE, 10).current).toBe(10);
    // An ended window is not read.
    expect(here.takeUnshared(MINUTE).map((h) => h.hits)).toEqual([1]);
  });

  it('forgets ended windows, and the oldest key past its bound', () => {
    const counts = new RateCounts(2);
    counts.hit('a', 0, MINUTE);
    counts.hit('b', 10, MINUTE);
    counts.hit('c', 20, MINUTE);
    expect(counts.size).toBe(2);
    expect(counts.read('a', 30).current).toBe(0);
    counts.forgetEnded(MINUTE + 10);
    expect(counts.size).toBe(1);
    expect(counts.read('c', MINUTE + 10).current).toBe(1);
  });
});
