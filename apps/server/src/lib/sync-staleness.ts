import { addDays, calendarById, parseIsoDate, type CalendarId } from '@bondsight/bond-math';

/** Each sync source's market: its trading days and the time zone its days turn in. */
const SOURCE_MARKETS: Record<string, { calendar: CalendarId; timeZone: string }> = {
  moex: { calendar: 'moex', timeZone: 'Europe/Moscow' },
  ust: { calendar: 'us-government-bond', timeZone: 'America/New_York' },
};
const OTHER_MARKET = { calendar: 'weekends-only' as CalendarId, timeZone: 'UTC' };

/** Missed trading days after which a source is stale (issue 34 item 5). */
export const STALE_AFTER_TRADING_DAYS = 2;

/** The calendar day (YYYY-MM-DD) of a moment in a time zone. */
export function dayIn(moment: Date, timeZone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(moment);
}

/**
 * Whether a source is stale: no successful run in 2 trading days of its market. Counted are the
 * trading days that have ENDED since the day of its last successful run, in its market's time
 * zone (Moscow Exchange days for moex, US government bond days for ust, weekdays otherwise): a
 * run on Friday evening is fresh through Tuesday, stale from Wednesday 00:00 when Monday and
 * Tuesday both passed without one. A source that never succeeded is stale.
 */
export function isStale(source: string, lastOk: Date | null, now: Date): boolean {
  if (!lastOk) return true;
  const market = SOURCE_MARKETS[source] ?? OTHER_MARKET;
  const calendar = calendarById(market.calendar);
  const today = parseIsoDate(dayIn(now, market.timeZone));
  let missed = 0;
  for (
    let day = addDays(parseIsoDate(dayIn(lastOk, market.timeZone)), 1);
    day < today;
    day = addDays(day, 1)
  ) {
    if (calendar.isBusinessDay(day) && ++missed >= STALE_AFTER_TRADING_DAYS) return true;
  }
  return false;
}
