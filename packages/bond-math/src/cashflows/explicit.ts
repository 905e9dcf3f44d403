/**
 * Explicit cash flows (MOEX ISS bondization style: date, coupon per bond, principal per
 * bond). They take precedence over generated ones: the amounts are what the issuer
 * actually pays. Lines on the same date (a coupon and the redemption) are merged; each
 * coupon accrues from the previous coupon date (the issue date for the first one).
 */
import type { HolidayCalendar } from '../calendars/calendar';
import { addMonths, isCalendarDate, type CalendarDate } from '../dates/calendar-date';
import type { DayCount, DayCountContext } from '../day-count/types';
import { fail, requireFinite } from '../errors';
import type { BondCashFlows, CashFlow } from './cash-flow';
import type { BondTerms } from './terms';
import { exCouponDateOf } from './ex-coupon';

interface Merged {
  date: CalendarDate;
  coupon: number;
  redemption: number;
  accrualStart: CalendarDate | undefined;
  rate: number | undefined;
}

export function explicitCashFlows(
  terms: BondTerms,
  dayCount: DayCount,
  calendar: HolidayCalendar,
): BondCashFlows {
  const face = terms.faceValue ?? 100;
  const byDate = new Map<number, Merged>();
  for (const cf of terms.cashFlows ?? []) {
    if (!isCalendarDate(cf.date))
      fail('invalid_date', 'cash flow date must be a serial calendar date', 'cashFlows.date');
    const coupon = requireFinite(cf.coupon ?? 0, 'cashFlows.coupon');
    const redemption = requireFinite(cf.redemption ?? 0, 'cashFlows.redemption');
    if (coupon < 0 || redemption < 0)
      fail('invalid_argument', 'cash flow amounts must not be negative', 'cashFlows');
    const m = byDate.get(cf.date) ?? {
      date: cf.date,
      coupon: 0,
      redemption: 0,
      accrualStart: undefined,
      rate: undefined,
    };
    m.coupon += coupon;
    m.redemption += redemption;
    m.accrualStart ??= cf.accrualStart;
    m.rate ??= cf.rate;
    byDate.set(cf.date, m);
  }
  const merged = [...byDate.values()].sort((a, b) => a.date - b.date);
  if (merged.length === 0) fail('no_cash_flows', 'no cash flows given', 'cashFlows');
  const frequency = terms.frequency === 0 ? 1 : terms.frequency;
  const couponDates = merged.filter((m) => m.coupon > 0).map((m) => m.date);
  const first = couponDates[0] ?? terms.maturityDate;
  const ctx: DayCountContext = {
    frequency,
    terminationDate: terms.maturityDate,
    calendar,
    quasiCoupons:
      dayCount.id === 'ACT/ACT-ICMA'
        ? [addMonths(first, -12 / frequency, true), ...couponDates]
        : undefined,
  };
  const flows: CashFlow[] = [];
  let outstanding = face;
  let previous: CalendarDate = terms.issueDate;
  for (const m of merged) {
    const start = m.accrualStart ?? previous;
    const yf = m.coupon > 0 ? dayCount.yearFraction(start, m.date, ctx) : 0;
    flows.push({
      accrualStart: start,
      accrualEnd: m.date,
      paymentDate: m.date,
      exCouponDate: exCouponDateOf(terms, m.date, calendar),
      notional: outstanding,
      rate: m.rate ?? (yf > 0 && outstanding > 0 ? m.coupon / (outstanding * yf) : undefined),
      coupon: m.coupon,
      redemption: m.redemption,
      projected: false,
    });
    outstanding -= m.redemption;
    previous = m.date;
  }
  return { flows, faceValue: face, dayCount, dayCountContext: ctx, calendar, frequency };
}
