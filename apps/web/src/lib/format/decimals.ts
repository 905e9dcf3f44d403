/**
 * Decimals of each kind of number the bond pages show (spec, bond page section 9): prices 4,
 * yields 3, spreads 2, durations 0 to 2 (days 0, years 2), pvbp 4, volumes 0 or 2 (pieces 0,
 * money 2), nkd per the precision (2 by default).
 */
export const DECIMALS = {
  price: 4,
  yield: 3,
  spread: 2,
  durationDays: 0,
  durationYears: 2,
  /** Not in the spec's list: a duration-type sensitivity, shown like a duration in years. */
  convexity: 2,
  pvbp: 4,
  volumeMoney: 2,
  volumePieces: 0,
  /** Spec: nkd per issue precision, default 2 (the answers carry the issue's `nkdPrecision`). */
  nkdDefault: 2,
  percent: 2,
} as const;

/** Intl accepts 0..100 fraction digits; a precision outside that falls back to the default. */
export function validDecimals(decimals: number | null | undefined, fallback: number): number {
  return decimals !== null &&
    decimals !== undefined &&
    Number.isInteger(decimals) &&
    decimals >= 0 &&
    decimals <= 20
    ? decimals
    : fallback;
}
