import {
  parseIsoDate,
  percentToRate,
  type BondTerms,
  type Frequency,
  type YieldConventionName,
} from '@bondsight/bond-math';
import type { YieldConventionId } from '@bondsight/contracts';
import type { z } from 'zod';
import type { CalculatorBond } from '@bondsight/contracts';

type Bond = z.output<typeof CalculatorBond>;

/** The API's names of yield conventions mapped to the engine's. */
export const ENGINE_CONVENTION: Record<YieldConventionId, YieldConventionName> = {
  effective: 'effective-annual',
  nominal: 'street',
  compounded: 'compounded',
  simple: 'simple',
  continuous: 'continuous',
};

/** API bond terms (percents, ISO dates, per-bond amounts) to the engine's terms. */
export function toBondTerms(bond: Bond): BondTerms {
  const d = parseIsoDate;
  const optional = <T, R>(value: T | undefined, map: (v: T) => R) =>
    value === undefined ? undefined : map(value);
  const terms: BondTerms = {
    issueDate: d(bond.issueDate),
    maturityDate: d(bond.maturityDate),
    faceValue: bond.faceValue,
    frequency: bond.couponFrequency as Frequency,
    dayCount: bond.dayCount,
    couponRate: percentToRate(bond.couponRate),
    ...definedOnly({
      firstCouponDate: optional(bond.firstCouponDate, d),
      penultimateCouponDate: optional(bond.penultimateCouponDate, d),
      endOfMonth: bond.endOfMonth,
      calendar: bond.calendar,
      paymentConvention: bond.businessDayConvention,
      exCoupon: exCouponOf(bond),
      redemption: bond.redemptionPrice,
      cashFlows: bond.cashflows?.map((f) => ({
        date: d(f.date),
        coupon: f.coupon,
        redemption: f.redemption,
      })),
      amortization: bond.amortizations?.map((a) => ({ date: d(a.date), amount: a.amount })),
      offers: bond.offers?.map((o) => ({ date: d(o.date), type: o.type, price: o.price })),
      couponSteps: bond.couponSteps?.map((s) => ({ from: d(s.from), rate: percentToRate(s.rate) })),
      rounding: bond.rounding,
    }),
  };
  return terms;
}

function exCouponOf(bond: Bond): BondTerms['exCoupon'] {
  if (bond.exCouponMarket !== undefined) return { market: bond.exCouponMarket };
  if (bond.exCouponDays === undefined) return undefined;
  return { days: bond.exCouponDays, dayType: bond.exCouponDayType ?? 'calendar' };
}

function definedOnly<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(values).filter(([, v]) => v !== undefined),
  ) as Partial<T>;
}
