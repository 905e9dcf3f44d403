/**
 * 30/360 Bond Basis (30A/360, "ISDA 30/360"): D1 = 31 becomes 30; D2 = 31 becomes 30 only
 * if D1 (after adjustment) is 30. No February rule.
 * Source: ISDA 2006 Definitions Section 4.16(f); ISDA "30/360 day count conventions"
 * examples (2008).
 */
import { toYmd, type CalendarDate } from '../dates/calendar-date';
import { days360, fixedDenominator } from './types';

function count(a: CalendarDate, b: CalendarDate): number {
  const { year: y1, month: m1, day: day1 } = toYmd(a);
  const { year: y2, month: m2, day: day2 } = toYmd(b);
  const d1 = day1 === 31 ? 30 : day1;
  const d2 = day2 === 31 && d1 === 30 ? 30 : day2;
  return days360(y1, m1, d1, y2, m2, d2);
}

export const thirty360BondBasis = fixedDenominator(
  '30/360-BB',
  '30/360 Bond Basis (30A/360)',
  360,
  count,
);
