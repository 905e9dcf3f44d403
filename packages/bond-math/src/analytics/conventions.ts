/**
 * Yield conventions: how a yield turns into discount factors.
 *
 * - compounding 'compounded' (frequency f): DF = (1 + y/f)^(-f t)
 *   'continuous': DF = exp(-y t);  'simple': DF = 1 / (1 + y t)
 * - timeBasis: how t (years from settlement) is measured — a day-count id, or 'bond' for the
 *   bond's own day count with its reference periods (ACT/ACT-ICMA quasi-coupons, so that
 *   f*t = k + DSC/E for regular periods: the "street" exponent).
 * - discountTo: 'payment' discounts each flow to its business-day-adjusted payment date
 *   (true yield; what QuantLib does), 'accrual-end' to the unadjusted coupon date (street).
 * - moneyMarketLastPeriod: in the final coupon period (one payment date left) use simple
 *   discounting 1/(1 + y t) (SIFMA street convention, Excel PRICE/YIELD).
 *
 * Presets:
 * - 'effective-annual' (MOEX): (1+y)^(-days/365) to payment dates (MOEX methodology for
 *   YIELD, ACT/365 effective annual).
 * - 'street': compounded at the coupon frequency, bond day count, unadjusted coupon dates,
 *   simple in the final period (SIFMA street convention; Excel YIELD; Bloomberg "street").
 * - 'compounded': as street but compounded in the final period too: the ICMA and textbook
 *   yield, QuantLib's `Compounded` whenever no calendar moves a payment date. It differs
 *   from 'street' only when one flow is left (by up to ~1.4 percentage points for a short
 *   period and a price far from par), so the two are shown side by side.
 * - 'true-yield': as compounded but to adjusted payment dates: QuantLib's `Compounded`
 *   on any calendar (BondFunctions discounts to each cash flow's payment date).
 * - 'continuous', 'simple': bond day count, payment dates.
 */
import type { DayCountId } from '../day-count/types';
import { fail } from '../errors';

export interface YieldConvention {
  readonly compounding: 'compounded' | 'continuous' | 'simple';
  /** Compounding periods per year for 'compounded'; default: the bond's coupon frequency. */
  readonly frequency?: number;
  readonly timeBasis?: DayCountId | 'bond';
  readonly discountTo?: 'payment' | 'accrual-end';
  readonly moneyMarketLastPeriod?: boolean;
}

export type YieldConventionName =
  'effective-annual' | 'street' | 'compounded' | 'true-yield' | 'continuous' | 'simple';

export const YIELD_CONVENTIONS: Readonly<Record<YieldConventionName, YieldConvention>> = {
  'effective-annual': {
    compounding: 'compounded',
    frequency: 1,
    timeBasis: 'ACT/365F',
    discountTo: 'payment',
  },
  street: {
    compounding: 'compounded',
    timeBasis: 'bond',
    discountTo: 'accrual-end',
    moneyMarketLastPeriod: true,
  },
  compounded: { compounding: 'compounded', timeBasis: 'bond', discountTo: 'accrual-end' },
  'true-yield': { compounding: 'compounded', timeBasis: 'bond', discountTo: 'payment' },
  continuous: { compounding: 'continuous', timeBasis: 'bond', discountTo: 'payment' },
  simple: { compounding: 'simple', timeBasis: 'bond', discountTo: 'payment' },
};

export function resolveConvention(
  c: YieldConvention | YieldConventionName | undefined,
): YieldConvention {
  if (c === undefined) return YIELD_CONVENTIONS['effective-annual'];
  if (typeof c === 'string') {
    const preset = (YIELD_CONVENTIONS as Record<string, YieldConvention | undefined>)[c];
    if (!preset)
      fail('invalid_argument', `unknown yield convention ${JSON.stringify(c)}`, 'convention');
    return preset;
  }
  if (
    c.compounding !== 'compounded' &&
    c.compounding !== 'continuous' &&
    c.compounding !== 'simple'
  ) {
    fail(
      'invalid_argument',
      'compounding must be compounded, continuous or simple',
      'convention.compounding',
    );
  }
  if (c.frequency !== undefined && !(Number.isFinite(c.frequency) && c.frequency > 0)) {
    fail('invalid_frequency', 'compounding frequency must be positive', 'convention.frequency');
  }
  return c;
}
