/**
 * Business-day conventions (ISDA 2006 Section 4.12) and business-day arithmetic.
 * - unadjusted: keep the date.
 * - following: the next business day.
 * - modified-following: following, unless that crosses into the next month, then preceding.
 * - preceding: the previous business day.
 * - modified-preceding: preceding, unless that crosses into the previous month, then following.
 */
import { serialFromYmd, toYmd, type CalendarDate } from '../dates/calendar-date';
import { fail } from '../errors';
import type { HolidayCalendar } from './calendar';

export type BusinessDayConvention =
  'unadjusted' | 'following' | 'modified-following' | 'preceding' | 'modified-preceding';

const CONVENTIONS: readonly string[] = [
  'unadjusted',
  'following',
  'modified-following',
  'preceding',
  'modified-preceding',
];

export function checkBusinessDayConvention(
  value: string,
  field = 'businessDayConvention',
): BusinessDayConvention {
  if (!CONVENTIONS.includes(value))
    fail('invalid_argument', `unknown business-day convention ${JSON.stringify(value)}`, field);
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

export function adjust(
  d: CalendarDate,
  convention: BusinessDayConvention,
  cal: HolidayCalendar,
): CalendarDate {
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
  if (!Number.isInteger(n))
    fail('invalid_argument', 'business-day count must be an integer', 'days');
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

// Per calendar and year: prefix[i] = business days in [1 Jan, 1 Jan + i).
const prefixCache = new WeakMap<HolidayCalendar, Map<number, Int32Array>>();

function yearPrefix(cal: HolidayCalendar, year: number): Int32Array {
  let byYear = prefixCache.get(cal);
  if (!byYear) {
    byYear = new Map();
    prefixCache.set(cal, byYear);
  }
  let prefix = byYear.get(year);
  if (!prefix) {
    const start = serialFromYmd(year, 1, 1);
    const len = serialFromYmd(year + 1, 1, 1) - start;
    prefix = new Int32Array(len + 1);
    for (let i = 0; i < len; i++)
      prefix[i + 1] =
        (prefix[i] as number) + (cal.isBusinessDay((start + i) as CalendarDate) ? 1 : 0);
    byYear.set(year, prefix);
  }
  return prefix;
}

/** Business days in [from, to) — the BD/252 numerator. O(years) with per-year caches. */
export function businessDaysBetween(
  from: CalendarDate,
  to: CalendarDate,
  cal: HolidayCalendar,
): number {
  if (to < from) return -businessDaysBetween(to, from, cal);
  const y1 = toYmd(from).year;
  const y2 = toYmd(to).year;
  const p1 = yearPrefix(cal, y1);
  const i1 = from - serialFromYmd(y1, 1, 1);
  if (y1 === y2) return (p1[to - serialFromYmd(y1, 1, 1)] as number) - (p1[i1] as number);
  let count = (p1[p1.length - 1] as number) - (p1[i1] as number);
  for (let y = y1 + 1; y < y2; y++) {
    const p = yearPrefix(cal, y);
    count += p[p.length - 1] as number;
  }
  return count + (yearPrefix(cal, y2)[to - serialFromYmd(y2, 1, 1)] as number);
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
