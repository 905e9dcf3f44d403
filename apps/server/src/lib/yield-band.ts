/**
 * The sane band of a stored yield, % a year: below −5 % no investor holds a bond (the most
 * negative sovereign yields ever seen were about −1 %), above 200 % a bond trades as a claim on
 * what is recovered, not on its coupons. Outside it a yield is not published as one: a source
 * flags it as bad data (ticks) or leaves it out (quotes), and the data doctor counts any other.
 */
export const YIELD_BAND = { min: -5, max: 200 } as const;

/** Whether a yield (% a year) is one to publish. */
export const inYieldBand = (percent: number): boolean =>
  percent >= YIELD_BAND.min && percent <= YIELD_BAND.max;
