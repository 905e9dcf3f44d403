/**
 * US Treasury bills: discount securities quoted as the Treasury quotes them (TreasuryDirect,
 * "Treasury bills: price, discount rate and investment rate"; 31 CFR 356, Appendix B):
 *
 * - discount rate d (ACT/360, on face): P = 100 (1 - d t / 360);
 * - investment rate i (the coupon-equivalent or bond-equivalent yield, on the price, a
 *   year of y = 365 days, or 366 when the year after settlement holds a 29 February):
 *   - t <= half a year: simple interest, P (1 + i t / y) = 100;
 *   - t > half a year: half a year of simple interest compounded with the rest,
 *     P (1 + i / 2) (1 + (t / y - 1/2) i) = 100, solved as the Treasury's quadratic.
 *
 * t is the number of days from settlement to maturity. The investment rate is the yield the
 * street compares with notes and bonds, so it is the bill's yield everywhere in Bondsight.
 */
import { addYears, daysBetween, type CalendarDate } from '../dates/calendar-date';

export interface BillAnalytics {
  /** Days from settlement to maturity. */
  days: number;
  /** Days in the year after settlement (365 or 366). */
  yearDays: number;
  /** Bank discount rate, a decimal (0.05285 = 5.285 %). */
  discountRate: number;
  /** Investment rate (bond-equivalent yield), a decimal. */
  investmentRate: number;
  /** Years to maturity on the investment rate's basis (a zero's Macaulay duration). */
  macaulayYears: number;
  modifiedDuration: number;
  convexity: number;
  /** Price change per 100 of face for one basis point of investment rate. */
  pvbpPer100: number;
}

function checkDays(days: number): void {
  if (!Number.isFinite(days) || days <= 0)
    throw new RangeError(`a bill needs days to maturity > 0, got ${days}`);
}

/** Price per 100 of face from the discount rate (decimal). */
export function billPriceFromDiscountRate(discountRate: number, days: number): number {
  checkDays(days);
  return 100 * (1 - (discountRate * days) / 360);
}

/** Discount rate (decimal) from the price per 100 of face. */
export function billDiscountRate(price: number, days: number): number {
  checkDays(days);
  return ((100 - price) / 100) * (360 / days);
}

/** 365, or 366 when the year that starts at settlement contains a 29 February. */
export function billYearDays(settlement: CalendarDate): number {
  return daysBetween(settlement, addYears(settlement, 1));
}

/** Investment rate (decimal) from the price per 100 of face. */
export function billInvestmentRate(price: number, days: number, yearDays = 365): number {
  checkDays(days);
  if (!(price > 0)) throw new RangeError(`a bill price must be > 0, got ${price}`);
  const ty = days / yearDays;
  if (days <= yearDays / 2) return ((100 - price) / price) * (yearDays / days);
  // The Treasury's quadratic: (ty - 1/2) i^2 + 2 ty i + 2 (1 - 100/P) = 0, its positive root.
  const a = 2 * ty - 1;
  return (-2 * ty + 2 * Math.sqrt(ty * ty - a * (1 - 100 / price))) / a;
}

/** Price per 100 of face from the investment rate (decimal): the inverse of the above. */
export function billPriceFromInvestmentRate(rate: number, days: number, yearDays = 365): number {
  checkDays(days);
  const ty = days / yearDays;
  if (days <= yearDays / 2) return 100 / (1 + rate * ty);
  return 100 / ((1 + rate / 2) * (1 + (ty - 0.5) * rate));
}

/** Everything a tick shows of a bill priced at `price` for `settlement`. */
export function analyzeBill(
  price: number,
  settlement: CalendarDate,
  maturity: CalendarDate,
): BillAnalytics {
  const days = daysBetween(settlement, maturity);
  const yearDays = billYearDays(settlement);
  const investmentRate = billInvestmentRate(price, days, yearDays);
  // Sensitivities by central differences of the Treasury's own price function.
  const h = 1e-5;
  const at = (r: number) => billPriceFromInvestmentRate(r, days, yearDays);
  const p0 = at(investmentRate);
  const up = at(investmentRate + h);
  const down = at(investmentRate - h);
  const modifiedDuration = (down - up) / (2 * h * p0);
  return {
    days,
    yearDays,
    discountRate: billDiscountRate(price, days),
    investmentRate,
    macaulayYears: days / yearDays,
    modifiedDuration,
    convexity: (up + down - 2 * p0) / (h * h * p0),
    pvbpPer100: (modifiedDuration * p0) / 10_000,
  };
}
