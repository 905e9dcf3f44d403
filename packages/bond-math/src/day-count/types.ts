/**
 * Day-count conventions: how many days, and what fraction of a year, lie between two dates.
 * One convention per file; each file's header states the rule and its source.
 */
import type { HolidayCalendar } from '../calendars/calendar';
import type { CalendarDate } from '../dates/calendar-date';
import type { YearFraction } from '../units';

export type DayCountId =
  | 'ACT/365F'
  | 'ACT/360'
  | 'ACT/364'
  | 'ACT/365L'
  | 'NL/365'
  | 'ACT/ACT-ISDA'
  | 'ACT/ACT-ICMA'
  | '30/360-US'
  | '30/360-BB'
  | '30E/360'
  | '30E/360-ISDA'
  | '30E+/360'
  | 'BD/252';

/** Extra facts some conventions need. Others ignore it. */
export interface DayCountContext {
  /** ACT/ACT-ICMA: the (possibly notional) coupon period containing the dates. */
  readonly refStart?: CalendarDate;
  readonly refEnd?: CalendarDate;
  /**
   * ACT/ACT-ICMA: all (quasi-)coupon dates of the bond, sorted, including the notional ones
   * before an irregular first and after an irregular last period. When given, it takes
   * precedence over refStart/refEnd.
   */
  readonly quasiCoupons?: readonly CalendarDate[];
  /** ACT/ACT-ICMA and ACT/365L: coupons per year. */
  readonly frequency?: number;
  /** 30E/360-ISDA: the final maturity/termination date (its February end is not moved). */
  readonly terminationDate?: CalendarDate;
  /** BD/252: the business-day calendar. */
  readonly calendar?: HolidayCalendar;
}

export interface DayCount {
  readonly id: DayCountId;
  readonly name: string;
  /** Day count numerator (may be a 30/360 count, not calendar days). */
  dayCount(d1: CalendarDate, d2: CalendarDate, ctx?: DayCountContext): number;
  yearFraction(d1: CalendarDate, d2: CalendarDate, ctx?: DayCountContext): YearFraction;
}

/** Builds a convention whose year fraction is days / fixed denominator. */
export function fixedDenominator(
  id: DayCountId,
  name: string,
  denominator: number,
  count: (d1: CalendarDate, d2: CalendarDate, ctx?: DayCountContext) => number,
): DayCount {
  return {
    id,
    name,
    dayCount: count,
    yearFraction: (d1, d2, ctx) => count(d1, d2, ctx) / denominator,
  };
}

/** The 30/360 family's core: 360*(Y2-Y1) + 30*(M2-M1) + (D2-D1) after day adjustments. */
export function days360(
  y1: number,
  m1: number,
  d1: number,
  y2: number,
  m2: number,
  d2: number,
): number {
  return 360 * (y2 - y1) + 30 * (m2 - m1) + (d2 - d1);
}
