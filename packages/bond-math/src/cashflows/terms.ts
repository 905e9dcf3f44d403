/**
 * What a bond promises, as data. Either the schedule is generated from issue, maturity and
 * frequency (bullet, zero-coupon, step-up, amortizing, floater), or the cash flows are given
 * explicitly (as MOEX ISS "bondization" lists them) and take precedence.
 */
import type { BusinessDayConvention } from '../calendars/business-day';
import type { CalendarId, HolidayCalendar } from '../calendars/calendar';
import type { CalendarDate } from '../dates/calendar-date';
import type { Frequency } from '../dates/frequency';
import type { DayCountId } from '../day-count/types';
import type { DateGenerationRule } from '../schedule/schedule';
import type { Money, Price, Rate } from '../units';

/** How an ex-coupon period is counted: business days of the bond calendar, or calendar days. */
export type ExCouponDayType = 'business' | 'calendar';
/** Ex-coupon rules named by the market that publishes them (cashflows/ex-coupon.ts). */
export type ExCouponMarket = 'uk-dmo' | 'au-aofm';

export interface ExplicitCashFlow {
  /** Payment date. */
  readonly date: CalendarDate;
  /** Coupon per bond (currency). */
  readonly coupon?: Money;
  /** Principal repaid per bond (currency): redemption or partial amortization. */
  readonly redemption?: Money;
  /** Start of the coupon's accrual period; defaults to the previous coupon date (or issue). */
  readonly accrualStart?: CalendarDate;
  /** Coupon rate, when known (informational; the amount is what counts). */
  readonly rate?: Rate;
}

export interface CouponStep {
  /** The rate applies to coupon periods starting on or after this date. */
  readonly from: CalendarDate;
  readonly rate: Rate;
}

export interface Amortization {
  /** Coupon date (unadjusted or payment date) on which principal is repaid. */
  readonly date: CalendarDate;
  /** Principal repaid per bond (currency). */
  readonly amount: Money;
}

export interface FloatingCoupon {
  /** Known coupon rates keyed by the accrual start of their period (current coupon at least). */
  readonly fixings: readonly { readonly periodStart: CalendarDate; readonly rate: Rate }[];
  /**
   * Assumption for periods without a fixing: the forward rate for the period (including any
   * quoted margin). Without it, the last known fixing is assumed to stay (flat assumption).
   */
  readonly forward?: (periodStart: CalendarDate, periodEnd: CalendarDate) => Rate;
}

export interface Offer {
  /** Put (holder may sell back) or call (issuer may redeem) exercise date. */
  readonly date: CalendarDate;
  readonly type: 'put' | 'call';
  /** Exercise price, % of outstanding face (default 100). */
  readonly price?: Price;
}

export interface BondTerms {
  /** Interest accrual start of the first coupon (dated/issue date). */
  readonly issueDate: CalendarDate;
  readonly maturityDate: CalendarDate;
  /** Face value per bond in currency (default 100). */
  readonly faceValue?: Money;
  /** Coupons per year; 0 = zero-coupon (single payment at maturity). */
  readonly frequency: Frequency;
  readonly dayCount: DayCountId;
  /** Fixed coupon rate (decimal). Ignored for floaters and explicit flows. */
  readonly couponRate?: Rate;
  /** Step-up/step-down: rate by period start date, overriding `couponRate` from `from` on. */
  readonly couponSteps?: readonly CouponStep[];
  readonly floating?: FloatingCoupon;
  readonly amortization?: readonly Amortization[];
  /** Final redemption, % of outstanding face (default 100). */
  readonly redemption?: Price;
  /** Explicit cash flows; when present they replace the generated ones. */
  readonly cashFlows?: readonly ExplicitCashFlow[];

  // Schedule
  readonly firstCouponDate?: CalendarDate;
  readonly penultimateCouponDate?: CalendarDate;
  /** Generation direction (default backward from maturity). */
  readonly rule?: DateGenerationRule;
  /** Implicit stub kind (default short). */
  readonly stub?: 'short' | 'long';
  /** End-of-month rule (default true: it only acts when the anchor date is a month end). */
  readonly endOfMonth?: boolean;
  readonly calendar?: CalendarId | HolidayCalendar;
  /** Accrual dates convention (default unadjusted, as for most bonds). */
  readonly accrualConvention?: BusinessDayConvention;
  /** Payment dates convention (default following). */
  readonly paymentConvention?: BusinessDayConvention;

  // Conventions
  /**
   * Ex-coupon period (cashflows/ex-coupon.ts): by market, as it publishes it (`'uk-dmo'`:
   * gilts, 7 UK business days counted in trade dates; `'au-aofm'`: Australian Treasury
   * bonds, 7 calendar days), or settling on or after the date `days` days before the payment
   * date, the days counted as `dayType` says (default 'calendar').
   */
  readonly exCoupon?:
    | { readonly market: ExCouponMarket }
    | { readonly days: number; readonly dayType?: ExCouponDayType };
  /**
   * Rounding of money per bond. Russian bonds: coupon per bond and accrued interest are both
   * rounded to kopecks (`{ couponDecimals: 2, accruedDecimals: 2 }`).
   */
  readonly rounding?: { readonly couponDecimals?: number; readonly accruedDecimals?: number };
  /**
   * Accrued interest: 'coupon-share' (default) = coupon amount * elapsed share of the period
   * (MOEX rule for OFZ, and identical to rate * face * yearFraction when coupons are not
   * rounded); 'rate' = face * rate * yearFraction(start, settlement) (Russian corporates).
   */
  readonly accruedMethod?: 'coupon-share' | 'rate';
  readonly offers?: readonly Offer[];
}
