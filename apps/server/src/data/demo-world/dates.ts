import {
  addDays,
  addMonths,
  formatIsoDate,
  isWeekend,
  parseIsoDate,
  toYmd,
  type CalendarDate,
} from '@bondsight/bond-math';

/** Day serials (bond-math CalendarDate) and ISO text, without the clock. */
export const serial = (iso: string): CalendarDate => parseIsoDate(iso);
export const iso = (day: CalendarDate): string => formatIsoDate(day);

/** The generation window: every weekday from `years` years before asOf up to asOf. */
export interface Timeline {
  asOf: CalendarDate;
  start: CalendarDate;
  /** Weekdays of the window, oldest first (the demo markets trade Monday to Friday). */
  days: Int32Array;
  /** ISO text of each day (the writer's date column). */
  isoDays: string[];
  /** Index of the first trading day on or after a date (days.length when after the end). */
  indexOf(day: CalendarDate): number;
}

export function timeline(asOfIso: string, years: number): Timeline {
  const asOf = serial(asOfIso);
  const start = addDays(addMonths(asOf, -Math.round(years * 12)), 1);
  const list: number[] = [];
  for (let d = start; d <= asOf; d = addDays(d, 1)) if (!isWeekend(d)) list.push(d);
  const days = Int32Array.from(list);
  const first = days[0] ?? asOf;
  return {
    asOf,
    start,
    days,
    isoDays: list.map((d) => iso(d as CalendarDate)),
    indexOf(day) {
      if (day <= first) return 0;
      // Weekdays are regular: jump close, then step.
      let i = Math.min(days.length, Math.max(0, Math.floor(((day - first) * 5) / 7) - 2));
      while (i < days.length && (days[i] as number) < day) i++;
      return i;
    },
  };
}

export const yearOf = (day: CalendarDate) => toYmd(day).year;

/** Years between two day serials on ACT/365F (how the tick's years_to_maturity is shown). */
export const yearsBetween = (from: CalendarDate, to: CalendarDate) => (to - from) / 365;

/** The timestamp every generated row carries as its as-of: midnight UTC of the generation date. */
export const asOfTimestamp = (asOfIso: string) => `${asOfIso}T00:00:00Z`;
