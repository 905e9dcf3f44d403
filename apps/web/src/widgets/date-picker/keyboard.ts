/** Keyboard movement inside the day grid, as in the WAI-ARIA date picker dialog pattern. */
import type { Dayjs } from './dayjs-setup';
import { DAYS_PER_WEEK, weekdayIndex } from './calendar-grid';

/**
 * Where focus goes for a key, or null when the key does not move it.
 * Left/Right ±1 day, Up/Down ±1 week, PageUp/PageDown ±1 month (with Shift ±1 year),
 * Home/End the first/last day of the week as the picker starts it.
 */
export function moveFocus(
  day: Dayjs,
  key: string,
  firstDayOfWeek: number,
  shiftKey = false,
): Dayjs | null {
  switch (key) {
    case 'ArrowLeft':
      return day.subtract(1, 'day');
    case 'ArrowRight':
      return day.add(1, 'day');
    case 'ArrowUp':
      return day.subtract(DAYS_PER_WEEK, 'day');
    case 'ArrowDown':
      return day.add(DAYS_PER_WEEK, 'day');
    case 'PageUp':
      return day.subtract(1, shiftKey ? 'year' : 'month');
    case 'PageDown':
      return day.add(1, shiftKey ? 'year' : 'month');
    case 'Home':
      return day.subtract(weekdayIndex(day, firstDayOfWeek), 'day');
    case 'End':
      return day.add(DAYS_PER_WEEK - 1 - weekdayIndex(day, firstDayOfWeek), 'day');
    default:
      return null;
  }
}

/** Keys that choose the focused day. */
export function isChooseKey(key: string): boolean {
  return key === 'Enter' || key === ' ';
}
