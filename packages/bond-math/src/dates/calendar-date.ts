/**
 * Calendar dates as integer serial day numbers, with no JS `Date` (and so no time zone)
 * anywhere in the math.
 *
 * Serial = days since 1899-12-30. For dates from 1900-03-01 on this is exactly the Excel /
 * Lotus 1-2-3 serial date (and the OLE Automation date), so `excel.COUPNCD` results and
 * Excel date cells need no conversion. Civil <-> serial conversion uses H. Hinnant's
 * proleptic-Gregorian algorithms ("chrono-Compatible Low-Level Date Algorithms").
 */
import { fail } from '../errors';

export type CalendarDate = number & { readonly __brand: 'CalendarDate' };

/** ISO weekday: 1 = Monday ... 7 = Sunday. */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;
export const MONDAY = 1,
  TUESDAY = 2,
  WEDNESDAY = 3,
  THURSDAY = 4,
  FRIDAY = 5,
  SATURDAY = 6,
  SUNDAY = 7;

export interface Ymd {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** Days from 1970-01-01 to 1899-12-30 is -25569. */
const UNIX_EPOCH_SERIAL = 25569;
export const MIN_YEAR = 1601;
export const MAX_YEAR = 9999;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

export function daysInMonth(year: number, month: number): number {
  return month === 2 && isLeapYear(year) ? 29 : (MONTH_DAYS[month - 1] ?? 0);
}

export function daysInYear(year: number): number {
  return isLeapYear(year) ? 366 : 365;
}

/** Serial from civil fields; no validation (internal hot path). */
export function serialFromYmd(year: number, month: number, day: number): CalendarDate {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const mp = month > 2 ? month - 3 : month + 9;
  const doy = Math.floor((153 * mp + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return (era * 146097 + doe - 719468 + UNIX_EPOCH_SERIAL) as CalendarDate;
}

/** Civil fields of a serial date. */
export function toYmd(date: CalendarDate): Ymd {
  const z = date - UNIX_EPOCH_SERIAL + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

/** A validated date from year, month (1-12) and day. */
export function date(year: number, month: number, day: number): CalendarDate {
  if (!Number.isInteger(year) || year < MIN_YEAR || year > MAX_YEAR)
    fail('invalid_date', `year ${year} out of range`);
  if (!Number.isInteger(month) || month < 1 || month > 12)
    fail('invalid_date', `month ${month} out of range`);
  if (!Number.isInteger(day) || day < 1 || day > daysInMonth(year, month)) {
    fail('invalid_date', `day ${day} does not exist in ${year}-${month}`);
  }
  return serialFromYmd(year, month, day);
}

const MIN_SERIAL = serialFromYmd(MIN_YEAR, 1, 1);
const MAX_SERIAL = serialFromYmd(MAX_YEAR, 12, 31);

export function isCalendarDate(value: unknown): value is CalendarDate {
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= MIN_SERIAL &&
    value <= MAX_SERIAL
  );
}

/** Checks that a number is a valid serial date (e.g. an Excel serial) and brands it. */
export function asCalendarDate(value: number, field = 'date'): CalendarDate {
  if (!isCalendarDate(value))
    fail('invalid_date', `${field} is not a valid serial date: ${String(value)}`, field);
  return value;
}

const ISO_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Parses `yyyy-MM-dd` strictly. */
export function parseIsoDate(text: string, field = 'date'): CalendarDate {
  const m = typeof text === 'string' ? ISO_RE.exec(text) : null;
  if (!m)
    fail(
      'invalid_date',
      `${field} must be an ISO date yyyy-MM-dd, got ${JSON.stringify(text)}`,
      field,
    );
  const [, y, mo, d] = m;
  try {
    return date(Number(y), Number(mo), Number(d));
  } catch {
    return fail('invalid_date', `${field} is not a calendar date: ${text}`, field);
  }
}

/** Accepts an ISO string or a serial date number. */
export function toCalendarDate(value: string | number, field = 'date'): CalendarDate {
  return typeof value === 'string' ? parseIsoDate(value, field) : asCalendarDate(value, field);
}

const pad = (n: number, w: number) => String(n).padStart(w, '0');

export function formatIsoDate(d: CalendarDate): string {
  const { year, month, day } = toYmd(d);
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

export function addDays(d: CalendarDate, days: number): CalendarDate {
  return (d + days) as CalendarDate;
}

/** Signed number of calendar days from `from` to `to`. */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return to - from;
}

export function isEndOfMonth(d: CalendarDate): boolean {
  const { year, month, day } = toYmd(d);
  return day === daysInMonth(year, month);
}

export function endOfMonth(d: CalendarDate): CalendarDate {
  const { year, month } = toYmd(d);
  return serialFromYmd(year, month, daysInMonth(year, month));
}

/**
 * Adds whole months. The day is clamped to the target month's length (Jan 31 + 1M =
 * Feb 28/29). With `endOfMonth`, a month-end start date maps to the target month's end
 * (Feb 28 + 6M = Aug 31): the end-of-month rule of bond schedules (ICMA Rule 251 note,
 * QuantLib Calendar::advance).
 */
export function addMonths(d: CalendarDate, months: number, endOfMonth = false): CalendarDate {
  const { year, month, day } = toYmd(d);
  const total = year * 12 + (month - 1) + months;
  const y = Math.floor(total / 12);
  const m = total - y * 12 + 1;
  const dim = daysInMonth(y, m);
  if (endOfMonth && day === daysInMonth(year, month)) return serialFromYmd(y, m, dim);
  return serialFromYmd(y, m, Math.min(day, dim));
}

export function addYears(d: CalendarDate, years: number, endOfMonth = false): CalendarDate {
  return addMonths(d, 12 * years, endOfMonth);
}

/** ISO weekday, 1 = Monday ... 7 = Sunday (1899-12-30 was a Saturday). */
export function dayOfWeek(d: CalendarDate): Weekday {
  return (((((d + 5) % 7) + 7) % 7) + 1) as Weekday;
}

export function isWeekend(d: CalendarDate): boolean {
  return dayOfWeek(d) >= 6;
}

/** The n-th (1-based) given weekday of a month, e.g. third Monday of January. */
export function nthWeekday(n: number, weekday: Weekday, year: number, month: number): CalendarDate {
  const first = serialFromYmd(year, month, 1);
  const offset = (weekday - dayOfWeek(first) + 7) % 7;
  return (first + offset + 7 * (n - 1)) as CalendarDate;
}

/** The last given weekday of a month, e.g. last Monday of May. */
export function lastWeekday(weekday: Weekday, year: number, month: number): CalendarDate {
  const last = serialFromYmd(year, month, daysInMonth(year, month));
  const offset = (dayOfWeek(last) - weekday + 7) % 7;
  return (last - offset) as CalendarDate;
}

export const minDate = (a: CalendarDate, b: CalendarDate): CalendarDate => (a < b ? a : b);
export const maxDate = (a: CalendarDate, b: CalendarDate): CalendarDate => (a > b ? a : b);
