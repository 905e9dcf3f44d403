import {
  BondMathError,
  curveYieldLike,
  dirtyPriceFromYield,
  prepare,
  priceDerivatives,
  yieldFromDirtyPrice,
  type BondCashFlows,
  type BondTerms,
  type CalendarDate,
  type PreparedBond,
  type ZeroCurve,
} from '@bondsight/bond-math';

/** MOEX's convention for every stored yield: effective annual, ACT/365F to payment dates. */
export const CONVENTION = 'effective-annual' as const;

export interface Analytics {
  /** Macaulay duration, years and days. */
  macaulay: number;
  macaulayDays: number;
  modified: number;
  convexity: number;
  /** Price points per 100 of face for 1 bp. */
  pvbp: number;
}

/**
 * One bond on one settlement day, prepared once: everything the day's ticks on every ground
 * need comes from this one `prepare`. The analytics are bond-math's `durations`, `convexity`
 * and `pvbp` taken from a single `priceDerivatives` call (the same formulas, computed once).
 */
export class BondDay {
  readonly p: PreparedBond;
  readonly accruedPct: number;
  readonly accrued: number;
  /** The prepared bond to the next put or call, when there is one after this day. */
  readonly toOffer: PreparedBond | null;

  constructor(
    terms: BondTerms,
    flows: BondCashFlows,
    readonly day: CalendarDate,
    offer: { date: CalendarDate; price: number } | null,
  ) {
    this.p = prepare(terms, day, { convention: CONVENTION, cashFlows: flows });
    this.accruedPct = this.p.accrued.percentOfFace;
    this.accrued = this.p.accrued.amount;
    this.toOffer = offer
      ? prepare(terms, day, { convention: CONVENTION, cashFlows: flows, workout: offer })
      : null;
  }

  /** The clean price at a yield, to maturity or to the workout of `to` (an announced call). */
  cleanAt(y: number, to: PreparedBond = this.p): number {
    return dirtyPriceFromYield(to, y) - this.accruedPct;
  }

  /** The yield of a clean price; a price no finite yield explains is refused like bond-math refuses one. */
  yieldOf(clean: number, to: PreparedBond = this.p): number {
    const y = yieldFromDirtyPrice(to, clean + this.accruedPct);
    if (!Number.isFinite(y) || y > 1e4)
      throw new BondMathError('no_convergence', 'no finite yield for this price', 'price');
    return y;
  }

  analytics(y: number, to: PreparedBond = this.p): Analytics {
    const d = priceDerivatives(to, y);
    return {
      macaulay: d.timeWeighted / d.price,
      macaulayDays: d.daysWeighted / d.price,
      modified: -d.firstDerivative / d.price,
      convexity: d.secondDerivative / d.price,
      pvbp: -d.firstDerivative * 1e-4,
    };
  }

  /** G-spread in bp: the yield over the government zero yield at the Macaulay duration. */
  gSpreadBp(y: number, macaulay: number, curve: ZeroCurve): number {
    return (y - curveYieldLike(this.p, curve, macaulay)) * 1e4;
  }

  /** The current coupon's rate (decimal), for the current yield. */
  couponRate(): number {
    for (const f of this.p.cashFlows.flows)
      if (f.accrualStart <= this.day && this.day < f.accrualEnd) return f.rate ?? 0;
    return 0;
  }
}
