/**
 * 30E+/360: D1 = 31 becomes 30; D2 = 31 becomes the 1st of the next month (so the month
 * counts in full). No February rule. Source: OpenGamma "Interest Rate Instruments and
 * Market Conventions Guide" (2013), 30E+/360 (the ISDA 30E/360 family variant).
 */
import { toYmd, type CalendarDate } from '../dates/calendar-date';
import { days360, fixedDenominator } from './types';

function count(a: CalendarDate, b: CalendarDate): number {
  const { year: y1, month: m1, day: day1 } = toYmd(a);
  const { year: y2, month: m2, day: day2 } = toYmd(b);
  const d1 = day1 === 31 ? 30 : day1;
  if (day2 === 31) return days360(y1, m1, d1, y2, m2 + 1, 1);
  return days360(y1, m1, d1, y2, m2, day2);
}

export const thirtyEPlus360 = fixedDenominator('30E+/360', '30E+/360', 360, count);
