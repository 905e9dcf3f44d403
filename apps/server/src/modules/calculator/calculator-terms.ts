import {
  bootstrapParCurve,
  interpolatedZeroCurve,
  moexZeroCurve,
  parseIsoDate,
  percentToRate,
  type BondTerms,
  type Frequency,
  type YieldConventionName,
  type ZeroCurve,
} from '@bondsight/bond-math';
import type { YieldConventionId } from '@bondsight/contracts';
import type { z } from 'zod';
import type { CalculatorBond, CalculatorCurve } from '@bondsight/contracts';

type Bond = z.output<typeof CalculatorBond>;
type Curve = z.output<typeof CalculatorCurve>;

/** The API's names of yield conventions mapped to the engine's. */
export const ENGINE_CONVENTION: Record<YieldConventionId, YieldConventionName> = {
  effective: 'effective-annual',
  nominal: 'street',
  simple: 'simple',
  continuous: 'continuous',
};

/** Compounding of a spread added to a curve in the same convention as the yield. */
export function spreadCompounding(
  convention: YieldConventionId,
  frequency: number,
): number | undefined {
  if (convention === 'continuous') return undefined;
  if (convention === 'nominal') return Math.max(frequency, 1);
  return 1;
}

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
      exCoupon: optional(bond.exCouponDays, (days) => ({ days })),
      redemption: bond.redemptionPrice,
      cashFlows: bond.cashflows?.map((f) => ({
        date: d(f.date),
        coupon: f.coupon,
        redemption: f.redemption,
      })),
      amortization: bond.amortizations?.map((a) => ({ date: d(a.date), amount: a.amount })),
      offers: bond.offers?.map((o) => ({ date: d(o.date), type: o.type, price: o.price })),
    }),
  };
  return terms;
}

/** The engine's zero curve from the API's curve: MOEX parameters, zero rates or par yields. */
export function toZeroCurve(curve: Curve): ZeroCurve {
  switch (curve.type) {
    case 'moex':
      return moexZeroCurve(curve.params);
    case 'zero':
      // Effective annual percents to the continuous rates the engine's curves hold.
      return interpolatedZeroCurve(
        curve.points.map((p) => p.years),
        curve.points.map((p) => Math.log1p(p.rate / 100)),
      );
    case 'par':
      return bootstrapParCurve(
        curve.points.map((p) => ({ tenor: p.years, parYield: p.rate / 100 })),
      );
  }
}

function definedOnly<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(values).filter(([, v]) => v !== undefined),
  ) as Partial<T>;
}
