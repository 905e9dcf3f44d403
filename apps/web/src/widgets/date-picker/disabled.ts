/**
 * Which days, months and years cannot be chosen. Rules work on whole days; a month is disabled
 * only when every one of its days is, and a year only when every one of its months is.
 */
import { dayjs, type Dayjs } from './dayjs-setup';
import type { DateLike, DisabledRules } from './types';

export interface DisabledChecker {
  day(day: Dayjs): boolean;
  /** month0 is 0-based, as in dayjs. */
  month(year: number, month0: number): boolean;
  year(year: number): boolean;
}

const dayKey = (day: Dayjs) => day.format('YYYY-MM-DD');

/**
 * Builds a checker from the caller's rules. `toDay` converts rule values (strings follow the
 * picker's value string format); a rule value that does not parse is ignored.
 */
export function createDisabledChecker(
  rules: DisabledRules,
  toDay: (value: DateLike) => Dayjs | null,
): DisabledChecker {
  const notBefore = rules.notBefore == null ? null : toDay(rules.notBefore)?.startOf('day');
  const notAfter = rules.notAfter == null ? null : toDay(rules.notAfter)?.startOf('day');
  const listed = new Set(
    (rules.disabledDates ?? []).flatMap((value) => {
      const day = toDay(value);
      return day ? [dayKey(day)] : [];
    }),
  );
  const predicate = rules.isDateDisabled;

  const day = (value: Dayjs): boolean => {
    const start = value.startOf('day');
    if (notBefore && start.isBefore(notBefore)) return true;
    if (notAfter && start.isAfter(notAfter)) return true;
    if (listed.has(dayKey(start))) return true;
    return predicate ? predicate(start.toDate()) : false;
  };

  const month = (year: number, month0: number): boolean => {
    const first = dayjs(new Date(year, month0, 1));
    const last = first.endOf('month').startOf('day');
    // Bounds alone settle most months without visiting each day.
    if (notBefore && last.isBefore(notBefore)) return true;
    if (notAfter && first.isAfter(notAfter)) return true;
    if (listed.size === 0 && !predicate) return false;
    for (let d = first; !d.isAfter(last); d = d.add(1, 'day')) {
      if (!day(d)) return false;
    }
    return true;
  };

  const year = (value: number): boolean => {
    for (let m = 0; m < 12; m += 1) if (!month(value, m)) return false;
    return true;
  };

  return { day, month, year };
}

/** A checker that disables nothing, for callers without rules. */
export const NOTHING_DISABLED: DisabledChecker = {
  day: () => false,
  month: () => false,
  year: () => false,
};
