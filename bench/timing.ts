/**
 * Throughput of a single-threaded loop: calibrate the iteration count until a run takes
 * ~200 ms (this also warms up the JIT), one more untimed warm-up run, then 7 timed runs;
 * the best is reported: other load on the machine only ever slows a run down, so the fastest
 * run is the most repeatable estimate of one core's speed (the median moved by 30 % between
 * runs on a shared 2-core VM). bench/quantlib/bond-bench.cpp does the same in C++.
 */
let sink = 0; // every result feeds this, so the JIT cannot drop the work

export function opsPerSecond(fn: (i: number) => number): number {
  const loop = (n: number): number => {
    const t0 = performance.now();
    for (let i = 0; i < n; i++) sink += fn(i);
    return (performance.now() - t0) / 1000;
  };
  let n = 1;
  while (loop(n) < 0.2) n *= 2;
  loop(n);
  const best = Math.min(...Array.from({ length: 7 }, () => loop(n)));
  if (!Number.isFinite(sink)) throw new Error('a benchmarked function returned a non-number');
  return n / best;
}

export const formatRate = (x: number | undefined): string =>
  x === undefined ? 'n/a' : `${Math.round(x).toLocaleString('en-US')}/s`;

export const formatRatio = (ours: number, theirs: number | undefined): string =>
  theirs === undefined
    ? 'n/a'
    : `${(ours / theirs).toLocaleString('en-US', { maximumFractionDigits: ours / theirs < 10 ? 2 : 0 })}×`;

/** Largest absolute difference of two equally long lists. */
export const maxDiff = (a: readonly number[], b: readonly number[]): number =>
  a.reduce((m, x, i) => Math.max(m, Math.abs(x - (b[i] ?? NaN))), 0);
