/**
 * The map's trend lines: least squares of yield (y) on duration (x), the chart widget's fits
 * (./trend.ts) over the map's own x instead of time. Pure: recomputed whenever the trend type
 * or the points change (spec, issuer blocks section 4).
 */
import { fitExponential, fitLinear, fitLogarithmic, type LineFit } from '../trend';
import type { TrendType } from '../types';
import type { XY } from './types';

/** Points the trend line is drawn with, between the smallest and the largest x. */
export const TREND_SAMPLES = 40;

export interface MapTrend {
  type: Exclude<TrendType, 'not_selected'>;
  fit: LineFit;
  /** x is shifted by this before a logarithmic fit, so that every x is positive. */
  shift: number;
  evaluate(x: number): number;
}

/**
 * The fitted trend, or null: none chosen, one point or fewer (spec section 5: a trend needs
 * more than one point), or data the fit cannot take (one x only; a non-positive yield for the
 * exponential trend).
 */
export function fitMapTrend(points: readonly XY[], type: TrendType): MapTrend | null {
  if (type === 'not_selected' || points.length < 2) return null;
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  if (type === 'linear') {
    const fit = fitLinear(xs, ys);
    return fit && { type, fit, shift: 0, evaluate: (x) => fit.a + fit.b * x };
  }
  if (type === 'logarithmic') {
    // ln x needs x > 0: durations are, ranks (values hidden) start at 0 and move up by 1.
    const min = Math.min(...xs);
    const shift = min > 0 ? 0 : 1 - min;
    const fit = fitLogarithmic(
      xs.map((x) => x + shift),
      ys,
    );
    return fit && { type, fit, shift, evaluate: (x) => fit.a + fit.b * Math.log(x + shift) };
  }
  const fit = fitExponential(xs, ys);
  return fit && { type, fit, shift: 0, evaluate: (x) => fit.a * Math.exp(fit.b * x) };
}

/** The trend drawn as a line from the smallest to the largest x of the points. */
export function mapTrendLine(points: readonly XY[], type: TrendType): XY[] | null {
  const trend = fitMapTrend(points, type);
  if (!trend) return null;
  const xs = points.map(([x]) => x);
  const from = Math.min(...xs);
  const to = Math.max(...xs);
  const step = (to - from) / (TREND_SAMPLES - 1);
  return Array.from({ length: TREND_SAMPLES }, (_, i) => {
    const x = i === TREND_SAMPLES - 1 ? to : from + step * i;
    return [x, trend.evaluate(x)] as const;
  });
}
