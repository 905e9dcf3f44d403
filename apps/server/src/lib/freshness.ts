import { LIQUIDITY_WINDOW_DAYS, STALE_AFTER_DAYS } from '@bondsight/contracts';

const DAY_MS = 86_400_000;
const dayNumber = (isoDate: string) => Date.parse(`${isoDate.slice(0, 10)}T00:00:00Z`) / DAY_MS;
const isoOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/**
 * The data's "today": a bond's as-of date (its provenance), not the wall clock. A demo world
 * is generated as of a date and an import as of its run: ages count from there, so a world
 * opened a month later does not turn every quote stale.
 */
export const asOfDay = (asOf: Date) => asOf.toISOString().slice(0, 10);

/**
 * How old a value of `date` is on `asOf` (YYYY-MM-DD both), and whether that is stale: the one
 * freshness rule of every block that shows a latest value (summary, archive, chart, map,
 * similar bonds, watchlists).
 */
export function freshness(date: string, asOf: string) {
  const ageDays = Math.max(0, Math.round(dayNumber(asOf) - dayNumber(date)));
  // Same count as the spec's old-data notice: older than 7 days, not 7 days exactly.
  return { ageDays, stale: ageDays > STALE_AFTER_DAYS };
}

/**
 * The liquidity window: LIQUIDITY_WINDOW_DAYS calendar days ending on the as-of date (the
 * summary's liquidity line and the screener's days traded).
 */
export function liquidityWindow(asOf: string) {
  return {
    from: isoOf(dayNumber(asOf) - (LIQUIDITY_WINDOW_DAYS - 1)),
    to: asOf,
    windowDays: LIQUIDITY_WINDOW_DAYS,
  };
}
