/**
 * Converting between what callers hold (Date, timestamp, formatted string) and the Dayjs the
 * picker works with. Parsing is strict: "2026-02-30" is not quietly rolled over into March.
 */
import { dayjs, type Dayjs } from './dayjs-setup';
import { dayjsLocale, type PickerLocale } from './locales';
import type { DateLike, PickerType, ValueFormat } from './types';

/** Per-type formats when the caller gives none; plain dates use the spec's YYYY-MM-DD. */
export function defaultFormat(type: PickerType): string {
  switch (type) {
    case 'datetime':
    case 'datetimerange':
      return 'YYYY-MM-DD HH:mm';
    case 'month':
      return 'YYYY-MM';
    case 'year':
      return 'YYYY';
    case 'time':
      return 'HH:mm';
    default:
      return 'YYYY-MM-DD';
  }
}

/**
 * Strict parse of a formatted string. The picker locale is tried first (month names, meridiem);
 * English second, because dayjs cannot read back its own meridiem in some locales (ru, zh).
 */
export function parseText(text: string, format: string, locale: PickerLocale): Dayjs | null {
  for (const name of [dayjsLocale(locale), 'en']) {
    const parsed = dayjs(text, format, name, true);
    if (parsed.isValid()) return parsed;
  }
  return null;
}

/** A caller's value as Dayjs, or null when it is missing or does not parse. */
export function toDayjs(
  value: DateLike | null | undefined,
  stringFormat: string,
  locale: PickerLocale,
): Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') return parseText(value, stringFormat, locale);
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed : null;
}

/** The kind a value already has, so the picker answers in kind when valueFormat is not given. */
export function inferValueFormat(value: unknown): ValueFormat | null {
  const first = Array.isArray(value) ? (value as unknown[])[0] : value;
  if (first instanceof Date) return 'date';
  if (typeof first === 'number') return 'timestamp';
  if (typeof first === 'string') return 'string';
  return null;
}

/** A chosen moment in the kind the caller asked for. */
export function toOutput(
  day: Dayjs,
  valueFormat: ValueFormat,
  stringFormat: string,
  locale: PickerLocale,
): DateLike {
  if (valueFormat === 'date') return day.toDate();
  if (valueFormat === 'timestamp') return day.valueOf();
  return formatDay(day, stringFormat, locale);
}

export function formatDay(day: Dayjs, format: string, locale: PickerLocale): string {
  return day.locale(dayjsLocale(locale)).format(format);
}

/** How a range is shown: a bare separator such as "~" gets a space on each side. */
export function displaySeparator(separator: string): string {
  return separator.trim() === separator ? ` ${separator} ` : separator;
}

export function formatRange(
  range: readonly [Dayjs, Dayjs],
  format: string,
  locale: PickerLocale,
  separator: string,
): string {
  return (
    formatDay(range[0], format, locale) +
    displaySeparator(separator) +
    formatDay(range[1], format, locale)
  );
}

/**
 * Splits "start<sep>end" into its two halves. The separator may also occur inside a formatted
 * date (a "-" separator with YYYY-MM-DD), so every occurrence is tried and the first split where
 * both halves parse wins.
 */
export function parseRangeText(
  text: string,
  separator: string,
  format: string,
  locale: PickerLocale,
): [Dayjs, Dayjs] | null {
  const sep = separator.trim() || separator;
  for (let at = text.indexOf(sep); at >= 0; at = text.indexOf(sep, at + 1)) {
    const start = parseText(text.slice(0, at).trim(), format, locale);
    const end = parseText(text.slice(at + sep.length).trim(), format, locale);
    if (start && end) return [start, end];
  }
  return null;
}
