/**
 * Ex-coupon (ex-dividend) dates. A coupon belongs to whoever holds the bond on its record
 * date; a buyer settling on or after the ex-coupon date does not receive it and is paid
 * the "negative accrued" for the rest of the period instead (UK gilts: 7 business days
 * before the payment date, Debt Management Office "Formulae for calculating gilt prices
 * from yields", 3rd ed. 2005, section 1).
 */
import { addBusinessDays } from '../calendars/business-day';
import type { HolidayCalendar } from '../calendars/calendar';
import type { CalendarDate } from '../dates/calendar-date';
import type { BondTerms } from './terms';

export function exCouponDateOf(
  terms: BondTerms,
  payment: CalendarDate,
  cal: HolidayCalendar,
): CalendarDate {
  const ex = terms.exCoupon;
  if (!ex || ex.days <= 0) return payment;
  return ex.businessDays
    ? addBusinessDays(payment, -ex.days, cal)
    : ((payment - ex.days) as CalendarDate);
}
