/**
 * The spec's display rules for market values (section 5), applied on the server so that every
 * table, chart series and export shows a value alike:
 * - a value the source marked bad data is blank, like a missing one;
 * - a yield above 2000 % is blank;
 * - duration-type and spread fields are blank when the yield exceeds 20 %.
 */
export const YIELD_SHOWN_MAX = 2000;
export const DURATION_SPREAD_YIELD_MAX = 20;

/** The value, or null when missing or marked bad data (`badData` lists the spec's field names). */
export function usable(value: number | null, field: string, badData: readonly string[]) {
  return value === null || badData.includes(field) ? null : value;
}

export function shownYield(value: number | null): number | null {
  return value !== null && value <= YIELD_SHOWN_MAX ? value : null;
}

/** A duration or a spread, blank when the bond's yield says it means nothing. */
export function shownDurationOrSpread(value: number | null, yieldPercent: number | null) {
  return yieldPercent !== null && yieldPercent > DURATION_SPREAD_YIELD_MAX ? null : value;
}
