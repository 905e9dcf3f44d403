import { parseIsoDate, percentToRate, type BondTerms } from '@bondsight/bond-math';
import { termsOf } from '../../../lib/bond-terms';
import type { StoredBond, StoredFlow } from './types';

/**
 * The engine's terms of a stored bond: `termsOf` (issue, maturity, rate, frequency, day
 * count, calendar and kopeck rounding) plus what only the cash flow table knows.
 *
 * - Floating and step-up bonds: each period's rate is the stored `coupon_rate` of its row;
 *   a period starts where the previous row's (unadjusted) `date` ended, the first at issue.
 * - Amortizing bonds: principal repaid on each row's `date` before the last.
 *
 * The generator builds every bond through this function from the rows it stores, so a
 * price, yield or accrued recomputed from the database matches the stored tick exactly.
 * (The API's calculator should use the same mapping; fixed and zero-coupon bonds need only
 * `termsOf`.)
 */
export function engineTermsOf(bond: StoredBond, flows: readonly StoredFlow[]): BondTerms {
  const base = termsOf(bond);
  const variable = bond.couponType === 'floating' || bond.couponType === 'step';
  if (!variable && !bond.isAmortizing) return base;
  if (flows.length === 0)
    throw new Error('a floating, step-up or amortizing bond needs its cash flows');
  let terms: BondTerms = base;
  if (variable) {
    terms = {
      ...terms,
      floating: {
        fixings: flows.map((f, i) => ({
          periodStart: i === 0 ? base.issueDate : parseIsoDate((flows[i - 1] as StoredFlow).date),
          rate: percentToRate(f.couponRate ?? 0),
        })),
      },
    };
  }
  if (bond.isAmortizing) {
    terms = {
      ...terms,
      amortization: flows
        .slice(0, -1)
        .filter((f) => (f.redemption ?? 0) > 0)
        .map((f) => ({ date: parseIsoDate(f.date), amount: f.redemption ?? 0 })),
    };
  }
  return terms;
}
