/**
 * Excel YEARFRAC(start_date, end_date, basis) (Microsoft support: YEARFRAC). Dates in any
 * order. Basis 0 is Excel's NASD 30/360 (Feb month-end start counts as day 30); basis 1
 * divides actual days by 365 or 366 when the dates are at most a year apart (366 if a
 * 29 February lies between them or the period sits in a leap year), otherwise by the
 * average length of the calendar years spanned (D. A. Wheeler, "YEARFRAC" analysis, 2008).
 * Doc example: YEARFRAC(1-Jan-2012, 30-Jul-2012) = 0.58055556 (basis 0),
 * 0.57650273 (basis 1), 0.57808219 (basis 3).
 */
import { excelBasis, excelDate, type ExcelDate } from './args';
import { daysBetween, daysInYear } from './basis';

export function YEARFRAC(start_date: ExcelDate, end_date: ExcelDate, basis?: number): number {
  let a = excelDate(start_date, 'start_date');
  let b = excelDate(end_date, 'end_date');
  const bs = excelBasis(basis);
  if (a === b) return 0;
  if (b < a) [a, b] = [b, a];
  return daysBetween(a, b, bs) / daysInYear(a, b, bs);
}
