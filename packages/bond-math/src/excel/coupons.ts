/**
 * Excel COUP* functions (Microsoft support: COUPDAYBS, COUPDAYS, COUPDAYSNC, COUPNCD,
 * COUPNUM, COUPPCD). Doc example: settlement 25-Jan-2011, maturity 15-Nov-2011, semiannual,
 * basis 1 gives COUPDAYBS 71, COUPDAYS 181, COUPDAYSNC 110, COUPNCD 15-May-2011,
 * COUPPCD 15-Nov-2010; COUPNUM(25-Jan-2007, 15-Nov-2008, 2, 1) = 4.
 * Dates are returned as serial numbers, as Excel does (CalendarDate = Excel serial).
 */
import type { CalendarDate } from '../dates/calendar-date';
import { excelBasis, excelDate, excelFrequency, requireBefore, type ExcelDate } from './args';
import { coupDays, coupDaysBs, coupDaysNc, couponDates, coupNum } from './basis';

function common(settlement: ExcelDate, maturity: ExcelDate, frequency: number, basis?: number) {
  const s = excelDate(settlement, 'settlement');
  const m = excelDate(maturity, 'maturity');
  const f = excelFrequency(frequency);
  const b = excelBasis(basis);
  requireBefore(s, m);
  return { s, m, f, b };
}

export function COUPDAYBS(
  settlement: ExcelDate,
  maturity: ExcelDate,
  frequency: number,
  basis?: number,
): number {
  const { s, m, f, b } = common(settlement, maturity, frequency, basis);
  return coupDaysBs(s, m, f, b);
}

export function COUPDAYS(
  settlement: ExcelDate,
  maturity: ExcelDate,
  frequency: number,
  basis?: number,
): number {
  const { s, m, f, b } = common(settlement, maturity, frequency, basis);
  return coupDays(s, m, f, b);
}

export function COUPDAYSNC(
  settlement: ExcelDate,
  maturity: ExcelDate,
  frequency: number,
  basis?: number,
): number {
  const { s, m, f, b } = common(settlement, maturity, frequency, basis);
  return coupDaysNc(s, m, f, b);
}

export function COUPNCD(
  settlement: ExcelDate,
  maturity: ExcelDate,
  frequency: number,
  basis?: number,
): CalendarDate {
  const { s, m, f } = common(settlement, maturity, frequency, basis);
  return couponDates(s, m, f).ncd;
}

export function COUPPCD(
  settlement: ExcelDate,
  maturity: ExcelDate,
  frequency: number,
  basis?: number,
): CalendarDate {
  const { s, m, f } = common(settlement, maturity, frequency, basis);
  return couponDates(s, m, f).pcd;
}

export function COUPNUM(
  settlement: ExcelDate,
  maturity: ExcelDate,
  frequency: number,
  basis?: number,
): number {
  const { s, m, f } = common(settlement, maturity, frequency, basis);
  return coupNum(s, m, f);
}
