/**
 * ACT/ACT ICMA (ISMA-99, "Actual/Actual (ICMA)"): within a regular coupon period the
 * fraction is days(d1,d2) / (days(refStart,refEnd) * frequency). Irregular periods are
 * split over regular quasi-coupon periods and the pieces summed.
 * Source: ICMA Rule Book Rule 251.1(iii); ISDA 2006 Definitions Section 4.16(c).
 *
 * Two ways to supply the reference periods:
 * - `quasiCoupons` (preferred, what schedules produce): every real or notional coupon date;
 *   the fraction is the sum over quasi periods of overlap / (length * frequency)
 *   (QuantLib ActualActual(ISMA, schedule)).
 * - `refStart`/`refEnd`: one reference period; long periods are extended by whole
 *   reference periods exactly as QuantLib's ActualActual::ISMA_Impl does (so the mktc1198
 *   examples reproduce), without a reference period the period itself is used.
 */
import { addMonths, type CalendarDate } from '../dates/calendar-date';
import { fail } from '../errors';
import type { DayCount, DayCountContext } from './types';

/** Sum over quasi-coupon periods; dates beyond the list extend it by the last step. */
export function icmaFromQuasiCoupons(
  d1: CalendarDate,
  d2: CalendarDate,
  quasi: readonly CalendarDate[],
  frequency: number,
): number {
  if (d1 === d2) return 0;
  if (d2 < d1) return -icmaFromQuasiCoupons(d2, d1, quasi, frequency);
  const n = quasi.length;
  if (n < 2)
    fail('invalid_argument', 'ACT/ACT-ICMA needs at least two quasi-coupon dates', 'quasiCoupons');
  const first = quasi[0] as CalendarDate;
  const last = quasi[n - 1] as CalendarDate;
  let sum = 0;
  // Before the list: whole notional periods equal in length to the first one.
  if (d1 < first) {
    const len = (quasi[1] as number) - first;
    sum += (Math.min(d2, first) - d1) / len;
  }
  for (let i = 0; i + 1 < n; i++) {
    const s = quasi[i] as number;
    const e = quasi[i + 1] as number;
    if (e <= d1) continue;
    if (s >= d2) break;
    sum += (Math.min(d2, e) - Math.max(d1, s)) / (e - s);
  }
  if (d2 > last) {
    const len = last - (quasi[n - 2] as number);
    sum += (d2 - Math.max(d1, last)) / len;
  }
  return sum / frequency;
}

/** QuantLib's ActualActual::ISMA_Impl::yearFraction with an explicit reference period. */
export function icmaFromReferencePeriod(
  d1: CalendarDate,
  d2: CalendarDate,
  refStartIn?: CalendarDate,
  refEndIn?: CalendarDate,
): number {
  if (d1 === d2) return 0;
  if (d1 > d2) return -icmaFromReferencePeriod(d2, d1, refStartIn, refEndIn);
  let refStart = refStartIn ?? d1;
  let refEnd = refEndIn ?? d2;
  if (!(refEnd > refStart && refEnd > d1)) {
    fail('invalid_argument', 'ACT/ACT-ICMA: invalid reference period', 'refEnd');
  }
  // Estimate the period length in months (3, 6, 12, ...).
  let months = Math.round((12 * (refEnd - refStart)) / 365);
  if (months === 0) {
    refStart = d1;
    refEnd = addMonths(d1, 12);
    months = 12;
  }
  const period = months / 12;
  if (d2 <= refEnd) {
    if (d1 >= refStart) return (period * (d2 - d1)) / (refEnd - refStart);
    // Long first period: d1 lies before the reference period.
    const previousRef = addMonths(refStart, -months);
    if (d2 > refStart) {
      return (
        icmaFromReferencePeriod(d1, refStart, previousRef, refStart) +
        icmaFromReferencePeriod(refStart, d2, refStart, refEnd)
      );
    }
    return icmaFromReferencePeriod(d1, d2, previousRef, refStart);
  }
  // Long last period: d2 lies after the reference period.
  if (refStart > d1)
    fail('invalid_argument', 'ACT/ACT-ICMA: d1 < refStart < refEnd < d2', 'refStart');
  let sum = icmaFromReferencePeriod(d1, refEnd, refStart, refEnd);
  let i = 0;
  let newRefStart: CalendarDate;
  let newRefEnd: CalendarDate;
  for (;;) {
    newRefStart = addMonths(refEnd, months * i);
    newRefEnd = addMonths(refEnd, months * (i + 1));
    if (d2 < newRefEnd) break;
    sum += period;
    i++;
  }
  return sum + icmaFromReferencePeriod(newRefStart, d2, newRefStart, newRefEnd);
}

function yearFraction(d1: CalendarDate, d2: CalendarDate, ctx?: DayCountContext): number {
  if (ctx?.quasiCoupons) {
    return icmaFromQuasiCoupons(
      d1,
      d2,
      ctx.quasiCoupons,
      ctx.frequency ?? inferFrequency(ctx.quasiCoupons),
    );
  }
  return icmaFromReferencePeriod(d1, d2, ctx?.refStart, ctx?.refEnd);
}

function inferFrequency(quasi: readonly CalendarDate[]): number {
  const a = quasi[0] as number;
  const b = quasi[1] as number;
  return Math.max(1, Math.round(365 / (b - a)));
}

export const actActIcma: DayCount = {
  id: 'ACT/ACT-ICMA',
  name: 'Actual/Actual (ICMA)',
  dayCount: (d1, d2) => d2 - d1,
  yearFraction,
};
