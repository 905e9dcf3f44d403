/**
 * Units used across the engine (see src/README.md). They are plain `number` aliases: the
 * names document the unit at every signature without forcing casts on callers.
 *
 * - `Rate`: a decimal per year — 0.0775 means 7.75 %. Yields, coupon rates, spreads
 *   returned by the analytics are all `Rate`s.
 * - `Percent`: a number of percent — 7.75 means 7.75 %. Used only where a market quotes
 *   percent (MOEX YIELDCLOSE) and in explicitly named fields (`...Pct`).
 * - `Price`: percent of (outstanding) face, "per 100" — 98.5 means 98.5 % of face.
 * - `Money`: currency per one bond (e.g. RUB per 1000-RUB OFZ).
 * - `YearFraction`: years, from a day count or a time basis.
 * - `BasisPoints`: 1/100 of a percent — 25 means 0.25 %.
 */
export type Rate = number;
export type Percent = number;
export type Price = number;
export type Money = number;
export type YearFraction = number;
export type BasisPoints = number;

export const rateToBp = (rate: Rate): BasisPoints => rate * 10_000;
export const bpToRate = (bp: BasisPoints): Rate => bp / 10_000;
export const rateToPercent = (rate: Rate): Percent => rate * 100;
export const percentToRate = (pct: Percent): Rate => pct / 100;

/**
 * Round half away from zero to `decimals` places, robust to binary representation
 * (14.955 must give 14.96, not 14.95). Used for money: Russian coupons and accrued interest
 * are rounded to kopecks (2 decimals) by this rule.
 */
export function roundMoney(value: number, decimals = 2): number {
  const scale = 10 ** decimals;
  const scaled = Math.abs(value) * scale;
  // Nudge by a few ulps so that values printed as ...5 round up as a person would expect.
  const rounded = Math.floor(scaled + 0.5 + scaled * 4 * Number.EPSILON) / scale;
  return value < 0 ? -rounded : rounded;
}
