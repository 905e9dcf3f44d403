/**
 * The generic zero curve used by spreads: a continuously compounded zero rate r(t) and
 * discount factor exp(-r(t) t) at time t in years (ACT/365F from the curve date by
 * convention). Helpers convert to other compoundings.
 */
import { fail } from '../errors';
import type { Rate, YearFraction } from '../units';

export interface ZeroCurve {
  /** Continuously compounded zero rate (decimal) for maturity t years. */
  zeroRate(t: YearFraction): Rate;
  /** Discount factor for maturity t years. */
  discount(t: YearFraction): number;
}

/** Wraps a continuous zero-rate function into a ZeroCurve. */
export function zeroCurveFromRates(rate: (t: number) => number): ZeroCurve {
  return {
    zeroRate: (t) => rate(checkTime(t)),
    discount: (t) => (t === 0 ? 1 : Math.exp(-rate(checkTime(t)) * t)),
  };
}

export function checkTime(t: number): number {
  if (typeof t !== 'number' || !Number.isFinite(t) || t < 0)
    fail('invalid_argument', 'curve time must be a finite non-negative number of years', 't');
  return t;
}

/** Effective annual zero yield (1 + Y)^-t = DF. */
export function effectiveZeroYield(curve: ZeroCurve, t: YearFraction): Rate {
  return Math.expm1(curve.zeroRate(t));
}

/** Zero yield compounded `frequency` times a year. */
export function compoundedZeroYield(curve: ZeroCurve, t: YearFraction, frequency: number): Rate {
  return frequency * Math.expm1(curve.zeroRate(t) / frequency);
}

/** A flat curve (continuous rate). */
export function flatCurve(rate: Rate): ZeroCurve {
  return zeroCurveFromRates(() => rate);
}
