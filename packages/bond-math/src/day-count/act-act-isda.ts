/**
 * ACT/ACT ISDA: the days falling in a leap year divided by 366 plus the days falling in a
 * non-leap year divided by 365 (d1 included, d2 excluded). No reference period.
 * Source: ISDA 2006 Definitions Section 4.16(b); examples in ISDA "EMU and market
 * conventions: recent developments" (mktc1198).
 */
import { daysInYear, serialFromYmd, toYmd, type CalendarDate } from '../dates/calendar-date';
import type { DayCount } from './types';

function yearFraction(d1: CalendarDate, d2: CalendarDate): number {
  if (d1 === d2) return 0;
  if (d2 < d1) return -yearFraction(d2, d1);
  const y1 = toYmd(d1).year;
  const y2 = toYmd(d2).year;
  if (y1 === y2) return (d2 - d1) / daysInYear(y1);
  let sum = (serialFromYmd(y1 + 1, 1, 1) - d1) / daysInYear(y1);
  sum += y2 - y1 - 1;
  sum += (d2 - serialFromYmd(y2, 1, 1)) / daysInYear(y2);
  return sum;
}

export const actActIsda: DayCount = {
  id: 'ACT/ACT-ISDA',
  name: 'Actual/Actual (ISDA)',
  dayCount: (d1, d2) => d2 - d1,
  yearFraction,
};
