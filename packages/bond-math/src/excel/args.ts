/**
 * Argument handling shared by the Excel functions: Excel truncates dates, frequency and
 * basis to integers and answers #NUM! for out-of-range values; here #NUM!/#VALUE! become a
 * `BondMathError` naming the argument (Excel's own argument names).
 */
import { asCalendarDate, parseIsoDate, type CalendarDate } from '../dates/calendar-date';
import { fail } from '../errors';
import type { ExcelBasis } from './basis';

/** A date as Excel sees it: a serial number (fraction ignored) or an ISO `yyyy-MM-dd` string. */
export type ExcelDate = number | string;

export function excelDate(value: ExcelDate | undefined, name: string): CalendarDate {
  if (typeof value === 'string') return parseIsoDate(value, name);
  if (typeof value !== 'number' || !Number.isFinite(value))
    fail('invalid_date', `${name} must be a date`, name);
  const serial = Math.trunc(value);
  if (serial < 61)
    fail('invalid_date', `${name}: serial dates before 1900-03-01 are not supported`, name);
  return asCalendarDate(serial, name);
}

export function excelNumber(value: unknown, name: string): number {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value !== 'number' || !Number.isFinite(value))
    fail('invalid_argument', `${name} must be a number`, name);
  return value;
}

export function excelFrequency(value: unknown): 1 | 2 | 4 {
  const f = Math.trunc(excelNumber(value, 'frequency'));
  if (f !== 1 && f !== 2 && f !== 4)
    fail('invalid_frequency', 'frequency must be 1, 2 or 4', 'frequency');
  return f;
}

export function excelBasis(value: unknown): ExcelBasis {
  const b = value === undefined ? 0 : Math.trunc(excelNumber(value, 'basis'));
  if (b < 0 || b > 4) fail('invalid_argument', 'basis must be 0, 1, 2, 3 or 4', 'basis');
  return b as ExcelBasis;
}

export function requireBefore(settlement: CalendarDate, maturity: CalendarDate): void {
  if (!(settlement < maturity))
    fail('settlement_after_maturity', 'settlement must be before maturity', 'settlement');
}
