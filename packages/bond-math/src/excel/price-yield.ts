/**
 * Excel PRICE, YIELD, DURATION, MDURATION (Microsoft support pages), quirks included:
 * - DSC (days settlement -> next coupon) is E - A for every basis, not the actual count
 *   (for basis 1 the two agree);
 * - exponents k - 1 + DSC/E, compounding at the coupon frequency, no business-day adjustment;
 * - with one coupon left (N = 1) PRICE and YIELD use simple discounting:
 *   PRICE = (R + C) / (1 + DSC/E * y/f) - C * A/E, YIELD in closed form;
 * - DURATION has no such special case.
 * Documented examples: PRICE(15-Feb-2008, 15-Nov-2017, 5.75%, 6.5%, 100, 2, 0) = 94.63436162;
 * YIELD(15-Feb-2008, 15-Nov-2016, 5.75%, 95.04287, 100, 2, 0) = 0.065000007;
 * DURATION(1-Jan-2008, 1-Jan-2016, 8%, 9%, 2, 1) = 5.993775;
 * MDURATION(same) = 5.73567.
 */
import { fail } from '../errors';
import {
  excelBasis,
  excelDate,
  excelFrequency,
  excelNumber,
  requireBefore,
  type ExcelDate,
} from './args';
import { coupDays, couponDates, coupNum, daysBetween, type ExcelBasis } from './basis';
import type { CalendarDate } from '../dates/calendar-date';

interface Factors {
  n: number;
  a: number;
  e: number;
  dsc: number;
}

function factors(s: CalendarDate, m: CalendarDate, f: number, b: ExcelBasis): Factors {
  const n = coupNum(s, m, f);
  const { pcd } = couponDates(s, m, f);
  const a = daysBetween(pcd, s, b);
  const e = coupDays(s, m, f, b);
  return { n, a, e, dsc: e - a };
}

function priceAt(
  x: Factors,
  rate: number,
  yld: number,
  redemption: number,
  f: number,
): { price: number; slope: number } {
  const coupon = (100 * rate) / f;
  const accrued = (coupon * x.a) / x.e;
  const base = 1 + yld / f;
  if (x.n === 1) {
    const t = x.dsc / x.e / f;
    const g = 1 + t * yld;
    return {
      price: (redemption + coupon) / g - accrued,
      slope: (-(redemption + coupon) * t) / (g * g),
    };
  }
  const frac = x.dsc / x.e;
  let pv = 0;
  let slope = 0;
  const lnb = Math.log(base);
  for (let k = 1; k <= x.n; k++) {
    const ex = k - 1 + frac;
    const df = Math.exp(-ex * lnb);
    pv += coupon * df;
    slope -= (coupon * ex * df) / (f * base);
  }
  const exN = x.n - 1 + frac;
  const dfN = Math.exp(-exN * lnb);
  pv += redemption * dfN;
  slope -= (redemption * exN * dfN) / (f * base);
  return { price: pv - accrued, slope };
}

function bondArgs(settlement: ExcelDate, maturity: ExcelDate, frequency: number, basis?: number) {
  const s = excelDate(settlement, 'settlement');
  const m = excelDate(maturity, 'maturity');
  const f = excelFrequency(frequency);
  const b = excelBasis(basis);
  requireBefore(s, m);
  return { s, m, f, b };
}

export function PRICE(
  settlement: ExcelDate,
  maturity: ExcelDate,
  rate: number,
  yld: number,
  redemption: number,
  frequency: number,
  basis?: number,
): number {
  const { s, m, f, b } = bondArgs(settlement, maturity, frequency, basis);
  if (excelNumber(rate, 'rate') < 0) fail('invalid_argument', 'rate must not be negative', 'rate');
  if (excelNumber(yld, 'yld') < 0) fail('invalid_yield', 'yld must not be negative', 'yld');
  if (!(excelNumber(redemption, 'redemption') > 0))
    fail('invalid_argument', 'redemption must be positive', 'redemption');
  return priceAt(factors(s, m, f, b), rate, yld, redemption, f).price;
}

export function YIELD(
  settlement: ExcelDate,
  maturity: ExcelDate,
  rate: number,
  pr: number,
  redemption: number,
  frequency: number,
  basis?: number,
): number {
  const { s, m, f, b } = bondArgs(settlement, maturity, frequency, basis);
  if (excelNumber(rate, 'rate') < 0) fail('invalid_argument', 'rate must not be negative', 'rate');
  if (!(excelNumber(pr, 'pr') > 0)) fail('invalid_price', 'pr must be positive', 'pr');
  if (!(excelNumber(redemption, 'redemption') > 0))
    fail('invalid_argument', 'redemption must be positive', 'redemption');
  const x = factors(s, m, f, b);
  if (!(x.dsc > 0)) {
    // 30/360 can count zero days to the next coupon (settling on the 30th for the 31st).
    fail(
      'invalid_argument',
      'no days from settlement to the next coupon on this basis (Excel: #DIV/0!)',
      'settlement',
    );
  }
  if (x.n <= 1) {
    // Microsoft's formula for N <= 1 (its "par" is the price pr: it inverts PRICE's N = 1 case).
    const cf = rate / f;
    const dirty = pr / 100 + (x.a / x.e) * cf;
    return ((redemption / 100 + cf - dirty) / dirty) * f * (x.e / x.dsc);
  }
  // Newton on PRICE(y) - pr from the coupon rate; price is convex and decreasing in y.
  let y = rate > 0 ? rate : 0.05;
  for (let i = 0; i < 100; i++) {
    const { price, slope } = priceAt(x, rate, y, redemption, f);
    if (!(slope < 0) || !Number.isFinite(price)) break;
    let next = y - (price - pr) / slope;
    if (!(next > -f)) next = (y - f) / 2;
    if (Math.abs(next - y) < 1e-14) return next;
    y = next;
  }
  return fail('no_convergence', 'YIELD did not converge', 'pr');
}

function duration(
  settlement: ExcelDate,
  maturity: ExcelDate,
  coupon: number,
  yld: number,
  frequency: number,
  basis?: number,
): { mac: number; base: number } {
  const { s, m, f, b } = bondArgs(settlement, maturity, frequency, basis);
  if (excelNumber(coupon, 'coupon') < 0)
    fail('invalid_argument', 'coupon must not be negative', 'coupon');
  if (excelNumber(yld, 'yld') < 0) fail('invalid_yield', 'yld must not be negative', 'yld');
  const x = factors(s, m, f, b);
  const frac = x.dsc / x.e;
  const base = 1 + yld / f;
  const cf = (100 * coupon) / f;
  let weighted = 0;
  let pv = 0;
  for (let k = 1; k <= x.n; k++) {
    const ex = k - 1 + frac;
    const v = cf / base ** ex;
    weighted += ex * v;
    pv += v;
  }
  const exN = x.n - 1 + frac;
  weighted += (exN * 100) / base ** exN;
  pv += 100 / base ** exN;
  return { mac: weighted / pv / f, base };
}

/** Macaulay duration in years, per 100 face (Microsoft support: DURATION). */
export function DURATION(
  settlement: ExcelDate,
  maturity: ExcelDate,
  coupon: number,
  yld: number,
  frequency: number,
  basis?: number,
): number {
  return duration(settlement, maturity, coupon, yld, frequency, basis).mac;
}

/** Modified duration = DURATION / (1 + yld/frequency) (Microsoft support: MDURATION). */
export function MDURATION(
  settlement: ExcelDate,
  maturity: ExcelDate,
  coupon: number,
  yld: number,
  frequency: number,
  basis?: number,
): number {
  const d = duration(settlement, maturity, coupon, yld, frequency, basis);
  return d.mac / d.base;
}
