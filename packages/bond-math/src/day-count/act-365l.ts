/**
 * ACT/365L (Actual/365 Leap year, "ISMA-Year"): actual days / 365 or 366. For annual
 * coupons the denominator is 366 if 29 February falls in the period (d1, d2]; otherwise it
 * is 366 if d2 falls in a leap year. Source: ICMA Rule Book Rule 251.1(i) (the
 * frequency is taken from the context, annual by default).
 */
import { serialFromYmd, toYmd, isLeapYear, type CalendarDate } from '../dates/calendar-date';
import type { DayCount, DayCountContext } from './types';

function containsFeb29(d1: CalendarDate, d2: CalendarDate): boolean {
  const y1 = toYmd(d1).year;
  const y2 = toYmd(d2).year;
  for (let y = y1; y <= y2; y++) {
    if (isLeapYear(y)) {
      const feb29 = serialFromYmd(y, 2, 29);
      if (feb29 > d1 && feb29 <= d2) return true;
    }
  }
  return false;
}

function denominator(d1: CalendarDate, d2: CalendarDate, ctx?: DayCountContext): number {
  if ((ctx?.frequency ?? 1) === 1) return containsFeb29(d1, d2) ? 366 : 365;
  return isLeapYear(toYmd(d2).year) ? 366 : 365;
}

export const act365Leap: DayCount = {
  id: 'ACT/365L',
  name: 'Actual/365 (Leap year)',
  dayCount: (d1, d2) => d2 - d1,
  yearFraction: (d1, d2, ctx) =>
    (d2 < d1 ? -1 : 1) *
    (Math.abs(d2 - d1) /
      denominator(Math.min(d1, d2) as CalendarDate, Math.max(d1, d2) as CalendarDate, ctx)),
};
