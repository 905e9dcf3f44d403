/**
 * Business-day conventions (ISDA 2006 Section 4.12) and business-day arithmetic.
 * - unadjusted: keep the date.
 * - following: the next business day.
 * - modified-following: following, unless that crosses into the next month, then preceding.
 * - preceding: the previous business day.
 * - modified-preceding: preceding, unless that crosses into the previous month, then following.
 */
import { toYmd, type CalendarDate } from '../dates/calendar-date';
import { fail } from '../errors';
import type { HolidayCalendar } from './calendar';

export type BusinessDayConvention =
  | 'unadjusted'
  | 'following'
  | 'modified-following'
  | 'preceding'
  | 'modified-preceding';

const CONVENTIONS: readonly string[] = ['unadjusted', 'following', 'modified-following', 'preceding', 'modified-preceding'];

export function checkBusinessDayConvention(value: string, field = 'businessDayConvention'): BusinessDayConvention {
  if (!CONVENTIONS.includes(value)) fail('invalid_argument', `unknown business-day convention ${JSON.stringify(value)}`, field);
  return value as BusinessDayConvention;
}

function following(d: CalendarDate, cal: HolidayCalendar): CalendarDate {
  let x = d;
  while (!cal.isBusinessDay(x)) x = (x + 1) as CalendarDate;
  return x;
}

function preceding(d: CalendarDate, cal: HolidayCalendar): CalendarDate {
  let x = d;
  while (!cal.isBusinessDay(x)) x = (x - 1) as CalendarDate;
  return x;
}

export function adjust(d: CalendarDate, convention: BusinessDayConvention, cal: HolidayCalendar): CalendarDate {
  switch (convention) {
    case 'unadjusted':
      return d;
    case 'following':
      return following(d, cal);
    case 'preceding':
      return preceding(d, cal);
    case 'modified-following': {
      const f = following(d, cal);
      return toYmd(f).month === toYmd(d).month ? f : preceding(d, cal);
    }
    case 'modified-preceding': {
      const p = preceding(d, cal);
      return toYmd(p).month === toYmd(d).month ? p : following(d, cal);
    }
  }
}

/** Moves `n` business days forward (n > 0) or backward (n < 0); n = 0 gives `following`. */
export function addBusinessDays(d: CalendarDate, n: number, cal: HolidayCalendar): CalendarDate {
  if (!Number.isInteger(n)) fail('invalid_argument', 'business-day count must be an integer', 'days');
  if (n === 0) return following(d, cal);
  const step = n > 0 ? 1 : -1;
  let x = d;
  let left = Math.abs(n);
  while (left > 0) {
    x = (x + step) as CalendarDate;
    if (cal.isBusinessDay(x)) left--;
  }
  return x;
}

/** Business days in [from, to) — the BD/252 numerator. */
export function businessDaysBetween(from: CalendarDate, to: CalendarDate, cal: HolidayCalendar): number {
  if (to < from) return -businessDaysBetween(to, from, cal);
  let count = 0;
  for (let x = from; x < to; x = (x + 1) as CalendarDate) if (cal.isBusinessDay(x)) count++;
  return count;
}

/** Last business day of the month of `d` (QuantLib Calendar::endOfMonth). */
export function lastBusinessDayOfMonth(d: CalendarDate, cal: HolidayCalendar): CalendarDate {
  const { year, month } = toYmd(d);
  let x = (d + 31) as CalendarDate;
  while (toYmd(x).month !== month || toYmd(x).year !== year) x = (x - 1) as CalendarDate;
  return preceding(x, cal);
}

/** Whether `d` is the last business day of its month (QuantLib Calendar::isEndOfMonth). */
export function isBusinessEndOfMonth(d: CalendarDate, cal: HolidayCalendar): boolean {
  return d >= lastBusinessDayOfMonth(d, cal);
}
