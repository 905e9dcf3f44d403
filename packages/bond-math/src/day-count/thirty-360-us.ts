/**
 * 30/360 US (SIA / "30U/360", QuantLib Thirty360::USA), applied in this order:
 *  1. if D1 and D2 are both the last day of February, D2 = 30;
 *  2. if D1 is the last day of February, D1 = 30;
 *  3. if D2 = 31 and D1 is 30 or 31, D2 = 30;
 *  4. if D1 = 31, D1 = 30.
 * Source: SIA "Standard Securities Calculation Methods" (1993), 30/360 day count; the
 * February rules are applied unconditionally as QuantLib does (the SIA book applies them to
 * end-of-month bonds). Not identical to Excel basis 0 (see src/excel/).
 */
import { daysInMonth, toYmd, type CalendarDate } from '../dates/calendar-date';
import { days360, fixedDenominator } from './types';

function count(a: CalendarDate, b: CalendarDate): number {
  const { year: y1, month: m1, day: day1 } = toYmd(a);
  const { year: y2, month: m2, day: day2 } = toYmd(b);
  let d1 = day1;
  let d2 = day2;
  const lastFeb1 = m1 === 2 && d1 === daysInMonth(y1, 2);
  const lastFeb2 = m2 === 2 && d2 === daysInMonth(y2, 2);
  if (lastFeb1 && lastFeb2) d2 = 30;
  if (lastFeb1) d1 = 30;
  if (d2 === 31 && d1 >= 30) d2 = 30;
  if (d1 === 31) d1 = 30;
  return days360(y1, m1, d1, y2, m2, d2);
}

export const thirty360Us = fixedDenominator('30/360-US', '30/360 US (SIA)', 360, count);
