/**
 * What typed text means for the value. The component calls this on Enter, on blur (Tab) and on
 * the input's native `change` event; never on each keystroke, so half-typed text raises no error.
 */
import type { Dayjs } from './dayjs-setup';
import { parseRangeText, parseText } from './value';
import type { PickerLocale } from './locales';

export type TypedResult =
  | { kind: 'clear' }
  | { kind: 'single'; value: Dayjs }
  | { kind: 'range'; value: [Dayjs, Dayjs] }
  | { kind: 'error' };

export interface TypedOptions {
  format: string;
  locale: PickerLocale;
  range: boolean;
  separator: string;
  /** A picker that may not be empty treats empty text as an error instead of clearing. */
  clearable: boolean;
  isDayDisabled: (day: Dayjs) => boolean;
  /** For time-only formats: the day the typed time belongs to (dayjs would use the real today). */
  timeOnlyDay?: Dayjs;
}

export function interpretTyped(text: string, options: TypedOptions): TypedResult {
  const trimmed = text.trim();
  if (trimmed === '') return options.clearable ? { kind: 'clear' } : { kind: 'error' };

  if (options.range) {
    const range = parseRangeText(trimmed, options.separator, options.format, options.locale);
    if (!range) return { kind: 'error' };
    const [start, end] = range;
    if (end.isBefore(start)) return { kind: 'error' };
    if (options.isDayDisabled(start) || options.isDayDisabled(end)) return { kind: 'error' };
    return { kind: 'range', value: range };
  }

  const parsed = parseText(trimmed, options.format, options.locale);
  if (!parsed) return { kind: 'error' };
  const value = options.timeOnlyDay ? onDay(parsed, options.timeOnlyDay) : parsed;
  if (options.isDayDisabled(value)) return { kind: 'error' };
  return { kind: 'single', value };
}

/** The time of `time` on the calendar day of `day`. */
export function onDay(time: Dayjs, day: Dayjs): Dayjs {
  return day
    .startOf('day')
    .hour(time.hour())
    .minute(time.minute())
    .second(time.second())
    .millisecond(0);
}
