/**
 * 30E/360 (Eurobond basis, "30/360 ICMA"): D1 = 31 becomes 30 and D2 = 31 becomes 30,
 * independently. No February rule. Source: ISDA 2006 Definitions Section 4.16(g);
 * ICMA Rule Book Rule 251.1(ii). Same as Excel basis 4.
 */
import { toYmd, type CalendarDate } from '../dates/calendar-date';
import { days360, fixedDenominator } from './types';

function count(a: CalendarDate, b: CalendarDate): number {
  const { year: y1, month: m1, day: d1 } = toYmd(a);
  const { year: y2, month: m2, day: d2 } = toYmd(b);
  return days360(y1, m1, Math.min(d1, 30), y2, m2, Math.min(d2, 30));
}

export const thirtyE360 = fixedDenominator('30E/360', '30E/360 (Eurobond basis)', 360, count);
