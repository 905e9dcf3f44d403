/**
 * How a quoted rate r grows one unit of money over t years, and its conversion to and from
 * the continuously compounded rate the engine's curves hold.
 *
 * Rule (growth factor over t years):
 * - continuous: e^(r t);
 * - compounded f times a year: (1 + r/f)^(f t) (f = 1: effective annual, MOEX's zero yields);
 * - simple: 1 + r t.
 * Equal growth gives the conversions: z = f ln(1 + r/f), z = ln(1 + r t) / t and back.
 * Sources: QuantLib's InterestRate::compoundFactor and InterestRate::impliedRate
 * (ql/interestrate.cpp); J. Hull, "Options, Futures, and Other Derivatives", chapter 4
 * ("Interest rates", section "Continuous compounding": R_c = m ln(1 + R_m/m)).
 */
import { fail } from '../errors';
import type { Rate, YearFraction } from '../units';

export type RateCompounding =
  | { readonly compounding: 'continuous' }
  | { readonly compounding: 'simple' }
  | { readonly compounding: 'compounded'; readonly frequency: number };

export const CONTINUOUS_RATES: RateCompounding = { compounding: 'continuous' };
export const EFFECTIVE_ANNUAL_RATES: RateCompounding = { compounding: 'compounded', frequency: 1 };

/** The compounding, checked: a known kind and, when compounded, a positive frequency. */
export function checkRateCompounding(c: RateCompounding, field = 'compounding'): RateCompounding {
  if (c.compounding === 'continuous' || c.compounding === 'simple') return c;
  if (c.compounding !== 'compounded')
    fail('invalid_argument', 'compounding must be continuous, compounded or simple', field);
  if (!(Number.isFinite(c.frequency) && c.frequency > 0))
    fail('invalid_frequency', 'compounding frequency must be positive', `${field}.frequency`);
  return c;
}

/** ln of the growth factor of rate r over t years; fails at or below -100 % per period. */
export function logGrowth(r: Rate, t: YearFraction, c: RateCompounding, field = 'rate'): number {
  if (c.compounding === 'continuous') return r * t;
  const base = c.compounding === 'simple' ? 1 + r * t : 1 + r / c.frequency;
  if (!(base > 0)) fail('yield_below_minus_100', 'rate is at or below -100 % per period', field);
  return c.compounding === 'simple' ? Math.log(base) : c.frequency * t * Math.log(base);
}

/** The continuously compounded rate growing like r over t years (t = 0: the limit). */
export function toContinuousRate(r: Rate, t: YearFraction, c: RateCompounding): Rate {
  if (c.compounding === 'continuous') return r;
  if (c.compounding === 'compounded') return logGrowth(r, 1, c);
  if (t === 0) return r;
  return logGrowth(r, t, c) / t;
}

/** The rate in compounding c growing like the continuous rate z over t years. */
export function fromContinuousRate(z: Rate, t: YearFraction, c: RateCompounding): Rate {
  if (c.compounding === 'continuous') return z;
  if (c.compounding === 'compounded') return c.frequency * Math.expm1(z / c.frequency);
  if (t === 0) return z;
  return Math.expm1(z * t) / t;
}
