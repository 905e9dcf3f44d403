/** The picker's value between the caller's kinds and the Dayjs it works with, both ways. */
import type { Dayjs } from './dayjs-setup';
import type { PickerLocale } from './locales';
import type { PickedValue } from './picker-config';
import type { DateLike, DateRange, ValueFormat } from './types';
import { formatDay, formatRange, toOutput } from './value';

/** The current value as Dayjs: nothing, one moment, or both ends of a range (never half). */
export function selectedDays(
  value: DateLike | DateRange | null | undefined,
  toDay: (value: DateLike) => Dayjs | null,
): Dayjs[] {
  if (value === null || value === undefined) return [];
  if (Array.isArray(value)) {
    const [first, second] = value as DateRange;
    const start = toDay(first);
    const end = toDay(second);
    return start && end ? [start, end] : [];
  }
  const day = toDay(value as DateLike);
  return day ? [day] : [];
}

/** What the input shows for the current value. */
export function displayText(
  selected: readonly Dayjs[],
  format: string,
  locale: PickerLocale,
  separator: string,
): string {
  const [start, end] = selected;
  if (!start) return '';
  return end
    ? formatRange([start, end], format, locale, separator)
    : formatDay(start, format, locale);
}

/** A picked moment or range in the kind the caller wants; null stays null (cleared). */
export function toEmitted(
  picked: PickedValue,
  kind: ValueFormat,
  stringFormat: string,
  locale: PickerLocale,
): DateLike | [DateLike, DateLike] | null {
  const out = (day: Dayjs) => toOutput(day, kind, stringFormat, locale);
  if (picked === null) return null;
  return Array.isArray(picked) ? [out(picked[0]), out(picked[1])] : out(picked);
}
