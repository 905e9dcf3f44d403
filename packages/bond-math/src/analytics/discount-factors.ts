/**
 * The discount factor of each prepared flow at yield y, by the same rule the price and yield
 * solvers use (money-market in the final period, compounded at the convention's frequency,
 * continuous or simple), so a caller can show the calculation: price = sum(amount * factor).
 */
import { COMPOUNDED, CONTINUOUS, type PreparedBond } from './prepare';
import { checkYield } from './yield-solver';

export function discountFactors(p: PreparedBond, y: number): Float64Array {
  checkYield(p, y);
  const out = new Float64Array(p.n);
  for (let i = 0; i < p.n; i++) {
    const t = p.times[i] as number;
    const e = p.exps[i] as number;
    if (p.moneyMarket) out[i] = 1 / (1 + y * t);
    else if (p.compounding === COMPOUNDED) out[i] = Math.exp(-e * Math.log1p(y / p.frequency));
    else if (p.compounding === CONTINUOUS) out[i] = Math.exp(-e * y);
    else out[i] = 1 / (1 + y * e);
  }
  return out;
}
