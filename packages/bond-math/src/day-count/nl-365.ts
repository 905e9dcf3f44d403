/**
 * NL/365 (No Leap/365, "Actual/365 No Leap"): actual days minus the 29 Februaries in
 * (d1, d2], divided by 365, so every year counts 365 days. Source: Actual/365 (NL) as used
 * by Bloomberg and defined in the OpenGamma "Interest Rate Instruments and Market
 * Conventions Guide" (2013), section 2.3.
 */
import { serialFromYmd, toYmd, isLeapYear, type CalendarDate } from '../dates/calendar-date';
import type { DayCount } from './types';

function leapDaysIn(d1: CalendarDate, d2: CalendarDate): number {
  let count = 0;
  const y1 = toYmd(d1).year;
  const y2 = toYmd(d2).year;
  for (let y = y1; y <= y2; y++) {
    if (!isLeapYear(y)) continue;
    const feb29 = serialFromYmd(y, 2, 29);
    if (feb29 > d1 && feb29 <= d2) count++;
  }
  return count;
}

function count(d1: CalendarDate, d2: CalendarDate): number {
  if (d2 < d1) return -count(d2, d1);
  return d2 - d1 - leapDaysIn(d1, d2);
}

export const nl365: DayCount = {
  id: 'NL/365',
  name: 'No Leap/365',
  dayCount: count,
  yearFraction: (d1, d2) => count(d1, d2) / 365,
};
