/**
 * Least-squares trend lines. Pure functions: the widget recomputes the trend whenever the trend
 * type or the points change. x is measured in days from the first point, so the coefficients
 * stay readable and do not depend on the epoch.
 */
import type { ChartPoint, TrendType } from './types';

const DAY_MS = 86_400_000;

/** y = a + b·x (linear); the other fits reuse it on transformed data. */
export interface LineFit {
  a: number;
  b: number;
}

/** Ordinary least squares; null when it is undefined (fewer than two points or one x). */
export function fitLinear(xs: readonly number[], ys: readonly number[]): LineFit | null {
  const n = Math.min(xs.length, ys.length);
  if (n < 2) return null;
  let sx = 0;
  let sy = 0;
  for (let i = 0; i < n; i++) {
    sx += xs[i]!;
    sy += ys[i]!;
  }
  const mx = sx / n;
  const my = sy / n;
  let sxx = 0;
  let sxy = 0;
  for (let i = 0; i < n; i++) {
    const dx = xs[i]! - mx;
    sxx += dx * dx;
    sxy += dx * (ys[i]! - my);
  }
  if (sxx === 0) return null;
  const b = sxy / sxx;
  return { a: my - b * mx, b };
}

/** y = a + b·ln x, fitted as a line in (ln x, y); every x must be positive. */
export function fitLogarithmic(xs: readonly number[], ys: readonly number[]): LineFit | null {
  if (xs.some((x) => x <= 0)) return null;
  return fitLinear(
    xs.map((x) => Math.log(x)),
    ys,
  );
}

/** y = a·e^(b·x), fitted as a line in (x, ln y); every y must be positive. */
export function fitExponential(xs: readonly number[], ys: readonly number[]): LineFit | null {
  if (ys.some((y) => y <= 0)) return null;
  const fit = fitLinear(
    xs,
    ys.map((y) => Math.log(y)),
  );
  return fit && { a: Math.exp(fit.a), b: fit.b };
}

type Evaluate = (x: number) => number;

function model(type: Exclude<TrendType, 'not_selected'>, xs: number[], ys: number[]) {
  let evaluate: Evaluate | null = null;
  if (type === 'linear') {
    const f = fitLinear(xs, ys);
    if (f) evaluate = (x) => f.a + f.b * x;
  } else if (type === 'logarithmic') {
    // ln 0 is undefined, so the first point is day 1 rather than day 0.
    const shifted = xs.map((x) => x + 1);
    const f = fitLogarithmic(shifted, ys);
    if (f) evaluate = (x) => f.a + f.b * Math.log(x + 1);
  } else {
    const f = fitExponential(xs, ys);
    if (f) evaluate = (x) => f.a * Math.exp(f.b * x);
  }
  return evaluate;
}

/**
 * The trend of a series as points at the series' own timestamps, or null when none can be
 * drawn: no trend chosen, one point or fewer (spec: a trend needs more than one), or data the
 * fit cannot take (a non-positive value for the exponential trend).
 */
export function trendLine(points: readonly ChartPoint[], type: TrendType): ChartPoint[] | null {
  if (type === 'not_selected') return null;
  const known = points.filter((p): p is readonly [number, number] => p[1] !== null);
  if (known.length < 2) return null;
  const t0 = known[0]![0];
  const xs = known.map(([t]) => (t - t0) / DAY_MS);
  const evaluate = model(
    type,
    xs,
    known.map(([, y]) => y),
  );
  if (!evaluate) return null;
  return known.map(([t], i) => [t, evaluate(xs[i]!)] as const);
}
