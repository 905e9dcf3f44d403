/** One dated payment of a bond, per bond in currency. */
import type { CalendarDate } from '../dates/calendar-date';
import type { DayCount, DayCountContext } from '../day-count/types';
import type { HolidayCalendar } from '../calendars/calendar';
import type { Money, Rate } from '../units';

export interface CashFlow {
  readonly accrualStart: CalendarDate;
  readonly accrualEnd: CalendarDate;
  readonly paymentDate: CalendarDate;
  /** First date on which a buyer no longer receives this coupon (record date + 1). */
  readonly exCouponDate: CalendarDate;
  /** Outstanding face during the accrual period. */
  readonly notional: Money;
  readonly rate: Rate | undefined;
  readonly coupon: Money;
  readonly redemption: Money;
  /** True when the coupon comes from a floater assumption rather than a known fixing. */
  readonly projected: boolean;
}

/** Cash flows with the context needed to accrue and discount them. */
export interface BondCashFlows {
  readonly flows: readonly CashFlow[];
  readonly faceValue: Money;
  readonly dayCount: DayCount;
  readonly dayCountContext: DayCountContext;
  readonly calendar: HolidayCalendar;
  readonly frequency: number;
}
