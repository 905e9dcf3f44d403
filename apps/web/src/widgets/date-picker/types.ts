/** Shared vocabulary of the date picker: value kinds, picker types and panels. */

/** One point in time as a caller may hold it: a Date, a timestamp in ms, or a formatted string. */
export type DateLike = Date | number | string;

/** A range is a pair; the picker never emits a half-filled range. */
export type DateRange = readonly [DateLike, DateLike];

/** Which kind the picker emits. Strings are formatted with `valueStringFormat` (default: `format`). */
export type ValueFormat = 'date' | 'timestamp' | 'string';

export type SingleType = 'date' | 'datetime' | 'month' | 'year' | 'time';
export type RangeType = 'daterange' | 'datetimerange';
export type PickerType = SingleType | RangeType;

/** The popup shows one panel at a time; 'none' means closed. */
export type Panel = 'none' | 'date' | 'month' | 'year' | 'time';

/** The ways a caller can rule days out; a day is disabled if any rule says so. */
export interface DisabledRules {
  /** Days before this one are disabled. */
  notBefore?: DateLike | null;
  /** Days after this one are disabled. */
  notAfter?: DateLike | null;
  /** These exact days are disabled. */
  disabledDates?: readonly DateLike[];
  /** Return true to disable a day; called with the start of that day. */
  isDateDisabled?: (day: Date) => boolean;
}

export const RANGE_TYPES: readonly PickerType[] = ['daterange', 'datetimerange'];

export function isRangeType(type: PickerType): type is RangeType {
  return RANGE_TYPES.includes(type);
}

/** Types whose value carries a time of day, so the time panel takes part in choosing. */
export function hasTimePart(type: PickerType): boolean {
  return type === 'datetime' || type === 'datetimerange' || type === 'time';
}
