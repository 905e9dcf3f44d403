/**
 * Excel's day-count bases as its bond functions use them — quirks included. Excel's
 * algorithms are not published; this follows the behaviour documented on Microsoft's
 * support pages and reverse-engineered by D. A. Wheeler ("YEARFRAC", 2008) and by the
 * ExcelFinancialFunctions project (F#, validated against Excel on large grids):
 *
 *   basis 0  US (NASD) 30/360   coupon period E = 360/f, 30/360 with Excel's Feb rules
 *   basis 1  Actual/actual      E = actual days of the coupon period
 *   basis 2  Actual/360         E = 360/f, A actual days
 *   basis 3  Actual/365         E = 365/f, A actual days
 *   basis 4  European 30/360    E = 360/f, 30E/360
 *
 * Coupon dates step back from maturity by 12/f months one period at a time (a .NET-style
 * AddMonths that clamps the day), pinned to month ends when maturity is a month end.
 */
import {
  daysInMonth,
  serialFromYmd,
  toYmd,
  isLeapYear,
  type CalendarDate,
} from '../dates/calendar-date';

export type ExcelBasis = 0 | 1 | 2 | 3 | 4;

const isLastOfFeb = (y: number, m: number, d: number) => m === 2 && d === daysInMonth(y, 2);

/** 30/360 as Excel's basis 0: 'start' modifies only the start date's Feb end; 'both' both. */
export function days360Us(a: CalendarDate, b: CalendarDate, method: 'start' | 'both'): number {
  const s = toYmd(a);
  const e = toYmd(b);
  let sd = s.day;
  let ed = e.day;
  const startLastFeb = isLastOfFeb(s.year, s.month, s.day);
  if (isLastOfFeb(e.year, e.month, e.day) && (startLastFeb || method === 'both')) ed = 30;
  if (ed === 31 && (sd >= 30 || method === 'both')) ed = 30;
  if (sd === 31) sd = 30;
  if (startLastFeb) sd = 30;
  return (e.year - s.year) * 360 + (e.month - s.month) * 30 + (ed - sd);
}

export function days360Eu(a: CalendarDate, b: CalendarDate): number {
  const s = toYmd(a);
  const e = toYmd(b);
  return (
    (e.year - s.year) * 360 + (e.month - s.month) * 30 + (Math.min(e.day, 30) - Math.min(s.day, 30))
  );
}

/** .NET DateTime.AddMonths, optionally pinned to the month end. */
export function changeMonth(d: CalendarDate, months: number, lastDay: boolean): CalendarDate {
  const { year, month, day } = toYmd(d);
  const total = year * 12 + month - 1 + months;
  const y = Math.floor(total / 12);
  const m = total - 12 * y + 1;
  const dim = daysInMonth(y, m);
  return serialFromYmd(y, m, lastDay ? dim : Math.min(day, dim));
}

const isMonthEnd = (d: CalendarDate) => {
  const { year, month, day } = toYmd(d);
  return day === daysInMonth(year, month);
};

/** Previous (<= settlement) and next (> settlement) coupon dates. */
export function couponDates(
  settlement: CalendarDate,
  maturity: CalendarDate,
  frequency: number,
): { pcd: CalendarDate; ncd: CalendarDate } {
  const step = -12 / frequency;
  const eom = isMonthEnd(maturity);
  let front = maturity;
  let trailing = maturity;
  while (front > settlement) {
    trailing = front;
    front = changeMonth(front, step, eom);
  }
  return { pcd: front, ncd: trailing };
}

/** Excel's "days between" for a basis (numerator of YEARFRAC, A of the coupon functions). */
export function daysBetween(a: CalendarDate, b: CalendarDate, basis: ExcelBasis): number {
  switch (basis) {
    case 0:
      return days360Us(a, b, 'start');
    case 4:
      return days360Eu(a, b);
    default:
      return b - a;
  }
}

export function coupDays(
  settlement: CalendarDate,
  maturity: CalendarDate,
  frequency: number,
  basis: ExcelBasis,
): number {
  if (basis === 1) {
    const { pcd, ncd } = couponDates(settlement, maturity, frequency);
    return ncd - pcd;
  }
  return (basis === 3 ? 365 : 360) / frequency;
}

export function coupDaysBs(
  settlement: CalendarDate,
  maturity: CalendarDate,
  frequency: number,
  basis: ExcelBasis,
): number {
  return daysBetween(couponDates(settlement, maturity, frequency).pcd, settlement, basis);
}

export function coupDaysNc(
  settlement: CalendarDate,
  maturity: CalendarDate,
  frequency: number,
  basis: ExcelBasis,
): number {
  const { pcd, ncd } = couponDates(settlement, maturity, frequency);
  if (basis === 0) return days360Us(pcd, ncd, 'both') - days360Us(pcd, settlement, 'start');
  if (basis === 4) return days360Eu(settlement, ncd);
  return ncd - settlement;
}

export function coupNum(
  settlement: CalendarDate,
  maturity: CalendarDate,
  frequency: number,
): number {
  const { pcd } = couponDates(settlement, maturity, frequency);
  const p = toYmd(pcd);
  const m = toYmd(maturity);
  return (((m.year - p.year) * 12 + (m.month - p.month)) * frequency) / 12;
}

/** Year length for basis 1 (YEARFRAC / ACCRINT), per Wheeler's analysis of Excel. */
export function actualYearLength(a: CalendarDate, b: CalendarDate): number {
  const s = toYmd(a);
  const e = toYmd(b);
  const withinAYear =
    s.year === e.year ||
    (e.year === s.year + 1 && (s.month > e.month || (s.month === e.month && s.day >= e.day)));
  if (!withinAYear) {
    const days = serialFromYmd(e.year + 1, 1, 1) - serialFromYmd(s.year, 1, 1);
    return days / (e.year - s.year + 1);
  }
  let leap = (s.year === e.year && isLeapYear(s.year)) || (e.month === 2 && e.day === 29);
  if (!leap && e.year === s.year + 1) {
    if (isLeapYear(s.year)) leap = s.month <= 2;
    else if (isLeapYear(e.year)) leap = e.month > 2;
  }
  return leap ? 366 : 365;
}

export function daysInYear(a: CalendarDate, b: CalendarDate, basis: ExcelBasis): number {
  if (basis === 1) return actualYearLength(a, b);
  return basis === 3 ? 365 : 360;
}
