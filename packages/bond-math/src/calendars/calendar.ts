/**
 * Holiday calendars as data. A calendar is a weekend rule plus, per year, a list of
 * holidays and (for Russia) of working weekend days. Lists are built once per year and
 * cached, so `isBusinessDay` is a Set lookup.
 */
import { dayOfWeek, toYmd, type CalendarDate } from '../dates/calendar-date';

export type CalendarId =
  'null' | 'weekends-only' | 'moex' | 'us-government-bond' | 'united-kingdom' | 'target';

export interface HolidayCalendar {
  readonly id: CalendarId;
  readonly name: string;
  isBusinessDay(d: CalendarDate): boolean;
  isHoliday(d: CalendarDate): boolean;
  /** Weekday holidays and working weekend days of a year (sorted), for display and tests. */
  holidays(year: number): readonly CalendarDate[];
}

export interface CalendarRules {
  readonly id: CalendarId;
  readonly name: string;
  /** Saturday and Sunday are non-business days unless listed as working days. */
  readonly weekends: boolean;
  /** Holidays of a year; weekend dates in the list are harmless. */
  holidaysOf(year: number): readonly CalendarDate[];
  /** Weekend days that are business days (Russian transfer Saturdays). */
  workingWeekendsOf?(year: number): readonly CalendarDate[];
}

interface YearData {
  holidays: Set<number>;
  working: Set<number>;
}

export function ruleCalendar(rules: CalendarRules): HolidayCalendar {
  const cache = new Map<number, YearData>();
  const yearData = (year: number): YearData => {
    let data = cache.get(year);
    if (!data) {
      data = {
        holidays: new Set(rules.holidaysOf(year)),
        working: new Set(rules.workingWeekendsOf?.(year) ?? []),
      };
      cache.set(year, data);
    }
    return data;
  };
  const isBusinessDay = (d: CalendarDate): boolean => {
    const data = yearData(toYmd(d).year);
    if (data.working.has(d)) return true;
    if (rules.weekends && dayOfWeek(d) >= 6) return false;
    return !data.holidays.has(d);
  };
  return {
    id: rules.id,
    name: rules.name,
    isBusinessDay,
    isHoliday: (d) => !isBusinessDay(d),
    holidays: (year) => {
      const data = yearData(year);
      return [...data.holidays]
        .filter((d) => !rules.weekends || dayOfWeek(d as CalendarDate) < 6)
        .sort((a, b) => a - b) as CalendarDate[];
    },
  };
}

/** Moves a holiday falling on Saturday to Friday and on Sunday to Monday (US, UK rule). */
export function observedNearestWeekday(d: CalendarDate): CalendarDate {
  const w = dayOfWeek(d);
  if (w === 6) return (d - 1) as CalendarDate;
  if (w === 7) return (d + 1) as CalendarDate;
  return d;
}

/** Moves a holiday falling on a weekend to the following Monday. */
export function observedNextMonday(d: CalendarDate): CalendarDate {
  const w = dayOfWeek(d);
  if (w === 6) return (d + 2) as CalendarDate;
  if (w === 7) return (d + 1) as CalendarDate;
  return d;
}
