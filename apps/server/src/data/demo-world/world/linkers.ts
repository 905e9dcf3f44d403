import type { BondShape } from './bond-shape';
import type { CurrencyCode } from './reference';
import type { IssuerPlan } from './types';

/**
 * Inflation-linked government bonds of the demo world (OFZ-IN, TIPS). A linker's face value is
 * indexed to consumer prices and its coupon is a fixed real rate on it; markets quote its price
 * per 100 of the indexed face and its yield as a real yield, the future coupons and redemption
 * taken at today's index (MOEX for OFZ-IN, the Treasury for TIPS). The demo world stores the
 * bond in that real frame: a fixed coupon on a face held at today's index, priced at the real
 * yield, which is the nominal curve less the market's inflation expectation (the breakeven).
 * The face's indexation itself is not generated.
 */
const BREAKEVEN: Partial<Record<CurrencyCode, number>> = { RUB: 0.045, USD: 0.023 };

/**
 * One issue in six of Russia and the US, when long and fixed, is a linker: a few bonds, as in
 * the real markets (a handful of OFZ-IN among the OFZ, TIPS about a tenth of the Treasuries).
 * Decided by the bond's serial number, not by a random draw, so no other bond of the world
 * changes: the US's 1st, 7th, 13th…, Russia's 3rd, 9th… (its first two are the real OFZ 26219
 * and 26230), so that even the smallest world holds a linker.
 */
export function linkerShape(issuer: IssuerPlan, shape: BondShape, serialNo: number): BondShape {
  const linker =
    issuer.kind === 'sovereign' &&
    BREAKEVEN[shape.currency] !== undefined &&
    shape.currency === issuer.currency &&
    shape.couponType === 'fixed' &&
    shape.tenor >= 5 &&
    serialNo % 6 === (issuer.country === 'US' ? 1 : 3);
  return linker ? { ...shape, couponType: 'inflation' } : shape;
}

/** What a bond's yield lies below the nominal curve: the breakeven for a linker, else 0. */
export function breakevenOf(couponType: string, currency: string): number {
  return couponType === 'inflation' ? (BREAKEVEN[currency as CurrencyCode] ?? 0) : 0;
}

/**
 * A linker's real coupon, %: the Ministry of Finance pays 2.5 % on every OFZ-IN; the Treasury
 * sets a TIPS coupon at its auction's real yield, in eighths, at least 0.125 %.
 */
export function realCouponPct(currency: string, realYield: number): number {
  if (currency === 'RUB') return 2.5;
  return Math.max(0.125, Math.round(realYield * 800) / 8);
}
