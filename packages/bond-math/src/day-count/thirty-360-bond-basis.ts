/**
 * 30/360 Bond Basis (30A/360, "ISDA 30/360"): D1 = 31 becomes 30; D2 = 31 becomes 30 only
 * if D1 (after adjustment) is 30, i.e. if D1 was 30 or 31. No February rule.
 * Source: ISDA 2006 Definitions Section 4.16(f); ISDA "30/360 day count conventions"
 * examples (2008). QuantLib's Thirty360(BondBasis) (ISMA_Impl::dayCount in
 * ql/time/daycounters/thirty360.cpp) applies the same two rules in the same order.
 *
 * Near month ends, as the text reads:
 * - February ends are not moved: 28 Feb 2007 -> 31 Aug 2007 counts 183 days (D1 = 28
 *   leaves D2 = 31; 30/360 US moves a February-end D1 to 30 and counts 180), and
 *   31 Aug 2007 -> 29 Feb 2008 counts 179.
 * - 30 or 31 -> 31 counts the 31st as the 30th: 30 Apr -> 31 May and 31 May -> 31 Jul are
 *   30 and 60 days; 15 May -> 31 May is 16 (D1 = 15 leaves D2 = 31).
 * - Every time is ONE count between its two dates: accrued from the period start to
 *   settlement, and the time from settlement to each flow. QuantLib's bond functions sum
 *   per-period fractions instead (yf(start, end) - yf(start, settlement), then whole
 *   periods), which for this basis is not additive: settling 31 May in a 28 Mar - 28 Jun
 *   period, the time to 28 Jun is 28 days here (D1 31 -> 30) and 90 - 63 = 27 there. The
 *   ISDA text defines the fraction for a period by its own two dates, so we keep it.
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
