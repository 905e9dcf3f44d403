/**
 * 30E/360 ISDA (German, "30/360 German"): D1 = 30 if D1 is the last day of its month;
 * D2 = 30 if D2 is the last day of its month, except when D2 is the termination (maturity)
 * date and falls in February. Source: ISDA 2006 Definitions Section 4.16(h).
 * The termination date comes from the context; without it February ends are always moved.
 */
import { daysInMonth, toYmd, type CalendarDate } from '../dates/calendar-date';
import { days360, fixedDenominator, type DayCountContext } from './types';

function count(a: CalendarDate, b: CalendarDate, ctx?: DayCountContext): number {
  const { year: y1, month: m1, day: day1 } = toYmd(a);
  const { year: y2, month: m2, day: day2 } = toYmd(b);
  const d1 = day1 === daysInMonth(y1, m1) ? 30 : day1;
  const isTerminationFeb = m2 === 2 && ctx?.terminationDate === b;
  const d2 = day2 === daysInMonth(y2, m2) && !isTerminationFeb ? 30 : day2;
  return days360(y1, m1, d1, y2, m2, d2);
}

export const thirtyE360Isda = fixedDenominator('30E/360-ISDA', '30E/360 ISDA', 360, count);
