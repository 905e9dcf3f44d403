/** The shapes of the date and year panels: a fixed 6×7 day grid and a ten-year decade. */
import { dayjs, type Dayjs } from './dayjs-setup';

export const GRID_ROWS = 6;
export const DAYS_PER_WEEK = 7;

/** Spec: first day of week is 1 (Monday) to 7 (Sunday). Anything else is a programming error. */
export function assertFirstDayOfWeek(firstDayOfWeek: number): number {
  if (!Number.isInteger(firstDayOfWeek) || firstDayOfWeek < 1 || firstDayOfWeek > 7) {
    throw new RangeError(
      `firstDayOfWeek must be 1 to 7 (1 = Monday … 7 = Sunday), got ${String(firstDayOfWeek)}`,
    );
  }
  return firstDayOfWeek;
}

export interface DayCell {
  date: Dayjs;
  /** False for the dimmed leading and trailing days of the adjacent months. */
  inMonth: boolean;
}

/** How many days `day` lies after the start of its week. */
export function weekdayIndex(day: Dayjs, firstDayOfWeek: number): number {
  return (day.day() - (firstDayOfWeek % 7) + 7) % 7;
}

/**
 * Always 42 cells, so the popup never changes height between months. The first row starts on
 * `firstDayOfWeek` on or before the 1st; when the 1st falls on it the row is the 1st itself.
 */
export function monthGrid(year: number, month0: number, firstDayOfWeek: number): DayCell[][] {
  assertFirstDayOfWeek(firstDayOfWeek);
  const first = dayjs(new Date(year, month0, 1));
  const start = first.subtract(weekdayIndex(first, firstDayOfWeek), 'day');
  return Array.from({ length: GRID_ROWS }, (_, row) =>
    Array.from({ length: DAYS_PER_WEEK }, (_, col) => {
      const date = start.add(row * DAYS_PER_WEEK + col, 'day');
      return { date, inMonth: date.month() === month0 };
    }),
  );
}

/** The first year of the decade holding `year` (2026 -> 2020). */
export function decadeStart(year: number): number {
  return Math.floor(year / 10) * 10;
}

/** The ten years of the decade holding `year`, e.g. 2020–2029. */
export function decadeYears(year: number): number[] {
  const first = decadeStart(year);
  return Array.from({ length: 10 }, (_, i) => first + i);
}
