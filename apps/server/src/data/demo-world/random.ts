/**
 * Deterministic randomness. Every part of the world draws from its own stream, keyed by the
 * world seed and a label (and an index), so a bond's ticks do not depend on how many bonds
 * came before it: worlds can be streamed in any batch size and still come out the same.
 */
export type Random = () => number;

/** mulberry32: a tiny, fast PRNG with a 32-bit state. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a over the label, mixed with the seed and index: a stable 32-bit stream key. */
export function streamKey(seed: number, label: string, index = 0): number {
  let h = 0x811c9dc5 ^ (seed >>> 0);
  for (let i = 0; i < label.length; i++) {
    h ^= label.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= index >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

export function stream(seed: number, label: string, index = 0): Random {
  return seededRandom(streamKey(seed, label, index));
}

/** A standard normal draw (Box–Muller). */
export function normal(random: Random): number {
  const u = Math.max(random(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

export function uniform(random: Random, low: number, high: number): number {
  return low + (high - low) * random();
}

/** An integer in [low, high], both included. */
export function integer(random: Random, low: number, high: number): number {
  return low + Math.floor(random() * (high - low + 1));
}

export function chance(random: Random, probability: number): boolean {
  return random() < probability;
}

export function pick<T>(random: Random, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

/** Picks by weight: entries are [value, weight]. */
export function weighted<T>(random: Random, entries: readonly (readonly [T, number])[]): T {
  const total = entries.reduce((sum, [, w]) => sum + w, 0);
  let x = random() * total;
  for (const [value, w] of entries) {
    x -= w;
    if (x < 0) return value;
  }
  const last = entries[entries.length - 1];
  if (!last) throw new Error('weighted pick from an empty list');
  return last[0];
}

/** A log-normal draw with the given median and dispersion (sigma of the log). */
export function logNormal(random: Random, median: number, sigma: number): number {
  return median * Math.exp(sigma * normal(random));
}

/** k distinct items (order of the source kept). */
export function sample<T>(random: Random, items: readonly T[], k: number): T[] {
  const chosen = items.map((item) => ({ item, key: random() }));
  chosen.sort((a, b) => a.key - b.key);
  const keep = new Set(chosen.slice(0, k).map((c) => c.item));
  return items.filter((item) => keep.has(item));
}
