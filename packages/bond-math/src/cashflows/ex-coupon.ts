/**
 * Ex-coupon (ex-dividend, ex-interest) periods. A coupon belongs to whoever holds the bond
 * on its record date; a buyer settling in the ex-coupon period does not receive it and is
 * paid "negative accrued" for the rest of the period instead.
 *
 * - The ex-coupon date is `days` before the payment date, counted as `dayType` says:
 *   'business' = business days of the bond's calendar (UK gilts: seven business days of the
 *   UK calendar, Debt Management Office "Formulae for calculating gilt prices from yields",
 *   3rd ed. 2005, Section One and Section Three), 'calendar' = calendar days (Australian
 *   Treasury bonds: seven calendar days, AOFM "Pricing formulae for Commonwealth Government
 *   Securities", Treasury bonds, formula (2)). Default 'calendar', the engine's old rule.
 * - Boundary: settlement ON the ex-coupon date trades ex. A gilt is "ex-dividend" from its
 *   ex-dividend date on (DMO), and AOFM's ex-interest period is the seven days up to the
 *   coupon date, the first of them included; QuantLib agrees (CashFlow::tradingExCoupon:
 *   exCouponDate <= settlement). The day before the ex-coupon date still trades cum. On the
 *   payment date itself the coupon is the seller's anyway (the next period has begun).
 * - Business days are counted back from the payment date (QuantLib's FixedRateLeg does the
 *   same). For a coupon date on a holiday paid the next business day this gives the date
 *   counted from the nominal coupon date too: no business day lies between the two.
 */
import { addBusinessDays } from '../calendars/business-day';
import type { HolidayCalendar } from '../calendars/calendar';
import type { CalendarDate } from '../dates/calendar-date';
import { fail } from '../errors';
import type { CashFlow } from './cash-flow';
import type { BondTerms } from './terms';

const DAY_TYPES: readonly string[] = ['business', 'calendar'];

export function validateExCoupon(terms: BondTerms): void {
  const ex = terms.exCoupon;
  if (ex === undefined) return;
  if (!(Number.isInteger(ex.days) && ex.days >= 0))
    fail('invalid_argument', 'ex-coupon days must be a whole number >= 0', 'exCoupon.days');
  if (ex.dayType !== undefined && !DAY_TYPES.includes(ex.dayType))
    fail(
      'invalid_argument',
      `ex-coupon day type must be 'business' or 'calendar', got ${JSON.stringify(ex.dayType)}`,
      'exCoupon.dayType',
    );
}

export function exCouponDateOf(
  terms: BondTerms,
  payment: CalendarDate,
  cal: HolidayCalendar,
): CalendarDate {
  const ex = terms.exCoupon;
  if (!ex || ex.days <= 0) return payment;
  return ex.dayType === 'business'
    ? addBusinessDays(payment, -ex.days, cal)
    : ((payment - ex.days) as CalendarDate);
}

/** Whether a buyer settling on `settlement` misses this flow's coupon (see the boundary rule). */
export function tradesExCoupon(flow: CashFlow, settlement: CalendarDate): boolean {
  return flow.exCouponDate < flow.paymentDate && settlement >= flow.exCouponDate;
}
