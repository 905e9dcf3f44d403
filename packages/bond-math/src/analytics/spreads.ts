/**
 * Spreads of a bond over curves, from a prepared bond. All spreads are decimals.
 *
 * - Z-spread: constant s added to the curve's zero rates, in a compounding of the caller's
 *   choice, so that the discounted flows equal the dirty price:
 *   continuous sum a_i exp(-(z(t_i) + s) t_i) = P; compounded f times a year
 *   sum a_i (1 + (z_f(t_i) + s)/f)^(-f t_i) = P with z_f the curve rate compounded f times a
 *   year (f = 1 for a spread over MOEX effective yields); simple sum a_i / (1 + (z_s + s) t_i).
 *   Times t_i are the prepared bond's own (the yield convention's basis) unless a curve day
 *   count is given: then years from settlement to each flow in that day count (a curve built
 *   on ACT/365F years, as the MOEX G-curve and the bootstrapped curves are, wants ACT/365F).
 * - G-spread: bond yield minus the government zero yield, in the bond yield's own
 *   compounding, at the bond's Macaulay duration (MOEX/CBR practice) or at the workout
 *   date.
 * - I-spread: bond yield minus a rate curve (swap/par rates) read at the workout date (or
 *   duration).
 * - T-spread: bond yield minus a benchmark bond's yield.
 */
import { fail } from '../errors';
import type { Rate } from '../units';
import type { ZeroCurve } from '../curves/zero-curve';
import {
  CONTINUOUS_RATES,
  checkRateCompounding,
  fromContinuousRate,
  logGrowth,
  type RateCompounding,
} from '../curves/rate-compounding';
import type { DayCountId } from '../day-count/types';
import { curveTimes } from './curve-times';
import { durations } from './duration';
import { COMPOUNDED, CONTINUOUS, type PreparedBond } from './prepare';
import { dirtyPriceFromYield, yieldFromDirtyPrice } from './yield-solver';

export interface ZSpreadOptions {
  /**
   * How the spread is added to the curve's rates: omitted, continuous; a number f, compounded
   * f times a year (1 = annual, effective; 2 = semi-annual...); or any RateCompounding.
   */
  readonly compounding?: number | RateCompounding;
  /** Day count of the curve's times; omitted, the prepared bond's own times. */
  readonly dayCount?: DayCountId;
}

function spreadCompounding(options: ZSpreadOptions): RateCompounding {
  const c = options.compounding;
  if (c === undefined) return CONTINUOUS_RATES;
  if (typeof c === 'number')
    return checkRateCompounding({ compounding: 'compounded', frequency: c });
  return checkRateCompounding(c);
}

/**
 * Discount factor at t of the curve shifted by s in compounding c, and its derivative in s.
 * d/ds of 1/growth: -t DF (continuous), -t DF / (1 + r/f) (compounded), -t DF^2 (simple).
 */
function zDiscount(
  curve: ZeroCurve,
  t: number,
  s: number,
  c: RateCompounding,
): { df: number; dd: number } {
  const r = fromContinuousRate(curve.zeroRate(t), t, c) + s;
  const df = Math.exp(-logGrowth(r, t, c, 'spread'));
  if (c.compounding === 'continuous') return { df, dd: -t * df };
  if (c.compounding === 'simple') return { df, dd: -t * df * df };
  return { df, dd: (-t * df) / (1 + r / c.frequency) };
}

/** Dirty price (per 100) discounting on the curve shifted by a Z-spread. */
export function priceFromZSpread(
  p: PreparedBond,
  curve: ZeroCurve,
  spread: Rate,
  options: ZSpreadOptions = {},
): number {
  const c = spreadCompounding(options);
  const times = curveTimes(p, options.dayCount);
  let pv = 0;
  for (let i = 0; i < p.n; i++)
    pv += (p.amounts[i] as number) * zDiscount(curve, times[i] as number, spread, c).df;
  return pv;
}

export function zSpread(
  p: PreparedBond,
  dirty: number,
  curve: ZeroCurve,
  options: ZSpreadOptions = {},
): Rate {
  if (!(Number.isFinite(dirty) && dirty > 0))
    fail('invalid_price', 'price must be a positive finite number', 'price');
  const c = spreadCompounding(options);
  const times = curveTimes(p, options.dayCount);
  let s = 0;
  for (let iter = 0; iter < 100; iter++) {
    let pv = 0;
    let dpv = 0;
    for (let i = 0; i < p.n; i++) {
      const { df, dd } = zDiscount(curve, times[i] as number, s, c);
      pv += (p.amounts[i] as number) * df;
      dpv += (p.amounts[i] as number) * dd;
    }
    if (!(dpv < 0) || !Number.isFinite(pv)) break;
    let step = (pv - dirty) / dpv;
    if (Math.abs(step) > 0.5) step = Math.sign(step) * 0.5;
    s -= step;
    if (Math.abs(step) < 1e-13) return s;
  }
  return fail('no_convergence', 'Z-spread did not converge', 'price');
}

/** The curve's zero yield at t in the prepared bond's yield compounding. */
export function curveYieldLike(p: PreparedBond, curve: ZeroCurve, t: number): Rate {
  const z = curve.zeroRate(t);
  if (p.compounding === COMPOUNDED) return p.frequency * Math.expm1(z / p.frequency);
  if (p.compounding === CONTINUOUS) return z;
  return Math.expm1(z * t) / t;
}

export type SpreadHorizon = 'duration' | 'workout';

function horizon(p: PreparedBond, y: Rate, at: SpreadHorizon): number {
  return at === 'duration' ? durations(p, y).macaulay : (p.times[p.n - 1] as number);
}

/** G-spread over a government zero curve (e.g. the MOEX G-curve). */
export function gSpread(
  p: PreparedBond,
  dirty: number,
  curve: ZeroCurve,
  at: SpreadHorizon = 'duration',
): Rate {
  const y = yieldFromDirtyPrice(p, dirty);
  return y - curveYieldLike(p, curve, horizon(p, y, at));
}

/** I-spread over a rate curve given as a function of years (swap or par rates). */
export function iSpread(
  p: PreparedBond,
  dirty: number,
  rateAt: (t: number) => Rate,
  at: SpreadHorizon = 'workout',
): Rate {
  const y = yieldFromDirtyPrice(p, dirty);
  return y - rateAt(horizon(p, y, at));
}

/** T-spread over a benchmark bond (both yields in their prepared conventions). */
export function tSpread(
  p: PreparedBond,
  dirty: number,
  benchmark: PreparedBond,
  benchmarkDirty: number,
): Rate {
  return yieldFromDirtyPrice(p, dirty) - yieldFromDirtyPrice(benchmark, benchmarkDirty);
}

/**
 * Dirty price from a G-spread at the workout date: yield = curve yield(T) + spread (at the
 * workout horizon the yield does not depend on the price, so no iteration is needed).
 */
export function priceFromGSpread(p: PreparedBond, curve: ZeroCurve, spread: Rate): number {
  const t = p.times[p.n - 1] as number;
  return dirtyPriceFromYield(p, curveYieldLike(p, curve, t) + spread);
}
