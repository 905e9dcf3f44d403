/**
 * Durations at a yield, from the prepared flows.
 *
 * - Macaulay duration D = sum(t_i * PV_i) / P, in years of the convention's time basis;
 *   in days: sum(days_i * PV_i) / P (MOEX publishes DURATION in days this way).
 * - Modified duration = -(dP/dy) / P. For compounding at frequency f it equals
 *   D / (1 + y/f); for continuous compounding it equals D; in a money-market final period
 *   it is t / (1 + y t).
 * Derivatives are analytic (no bumping).
 */
import { checkYield } from './yield-solver';
import { COMPOUNDED, CONTINUOUS, type PreparedBond } from './prepare';

export interface PriceDerivatives {
  /** Dirty price per 100 of outstanding face. */
  readonly price: number;
  /** sum(t_i PV_i), years. */
  readonly timeWeighted: number;
  /** sum(days_i PV_i). */
  readonly daysWeighted: number;
  readonly firstDerivative: number;
  readonly secondDerivative: number;
}

export function priceDerivatives(p: PreparedBond, y: number): PriceDerivatives {
  checkYield(p, y);
  const { n, amounts, times, exps, days } = p;
  let pv = 0,
    tw = 0,
    dw = 0,
    d1 = 0,
    d2 = 0;
  if (p.moneyMarket) {
    const t = times[0] as number;
    const a = amounts[0] as number;
    const g = 1 + y * t;
    pv = a / g;
    return {
      price: pv,
      timeWeighted: t * pv,
      daysWeighted: (days[0] as number) * pv,
      firstDerivative: (-a * t) / (g * g),
      secondDerivative: (2 * a * t * t) / (g * g * g),
    };
  }
  const f = p.frequency;
  const base = 1 + y / f;
  for (let i = 0; i < n; i++) {
    const a = amounts[i] as number;
    const t = times[i] as number;
    const x = exps[i] as number;
    let df: number;
    if (p.compounding === COMPOUNDED) {
      df = Math.exp(-x * Math.log(base));
      d1 -= (a * x * df) / (f * base);
      d2 += (a * x * (x + 1) * df) / (f * f * base * base);
    } else if (p.compounding === CONTINUOUS) {
      df = Math.exp(-y * t);
      d1 -= a * t * df;
      d2 += a * t * t * df;
    } else {
      df = 1 / (1 + y * t);
      d1 -= a * t * df * df;
      d2 += 2 * a * t * t * df * df * df;
    }
    const v = a * df;
    pv += v;
    tw += t * v;
    dw += (days[i] as number) * v;
  }
  return {
    price: pv,
    timeWeighted: tw,
    daysWeighted: dw,
    firstDerivative: d1,
    secondDerivative: d2,
  };
}

export interface Durations {
  /** Macaulay duration, years. */
  readonly macaulay: number;
  /** Macaulay duration, calendar days. */
  readonly macaulayDays: number;
  /** Modified duration, years (% price change per unit yield). */
  readonly modified: number;
}

export function durations(p: PreparedBond, y: number): Durations {
  const d = priceDerivatives(p, y);
  return {
    macaulay: d.timeWeighted / d.price,
    macaulayDays: d.daysWeighted / d.price,
    modified: -d.firstDerivative / d.price,
  };
}

export const macaulayDuration = (p: PreparedBond, y: number): number => durations(p, y).macaulay;
export const modifiedDuration = (p: PreparedBond, y: number): number => durations(p, y).modified;
