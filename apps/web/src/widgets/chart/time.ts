/**
 * Chart time: the spec shows every chart time with a fixed +3 h offset to UTC (Moscow time),
 * whatever the viewer's zone. Timestamps stay UTC ms; they are shifted only for display, and
 * ECharts draws the shifted values with useUTC, so no browser zone gets in between.
 */
import { CHART_UTC_OFFSET_MS } from './constants';

/** The value ECharts draws for a timestamp (shown as UTC, it reads as UTC+3). */
export function toChartTime(ts: number): number {
  return ts + CHART_UTC_OFFSET_MS;
}

export function fromChartTime(x: number): number {
  return x - CHART_UTC_OFFSET_MS;
}

/** The +3 h wall-clock fields of a timestamp, read through a UTC Date. */
function wall(ts: number): Date {
  return new Date(toChartTime(ts));
}

const pad = (n: number) => String(n).padStart(2, '0');

/** DD.MM.YYYY (and HH:mm when asked) of a timestamp in chart time. */
export function formatChartDate(ts: number, withTime = false): string {
  const d = wall(ts);
  const date = `${pad(d.getUTCDate())}.${pad(d.getUTCMonth() + 1)}.${d.getUTCFullYear()}`;
  return withTime ? `${date} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}` : date;
}

/** Midnight (chart time) of the chart-time day holding `ts`. */
export function chartDayStart(ts: number): number {
  const d = wall(ts);
  return fromChartTime(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
}

/**
 * A date picker works in the viewer's zone; it gets a local Date on the same calendar day as
 * the timestamp in chart time, so the picker and the chart's axis name the same day.
 */
export function pickerDateOf(ts: number): Date {
  const d = wall(ts);
  return new Date(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
}

/** The chart-time midnight of the calendar day a picker chose. */
export function timestampOfPickerDate(date: Date): number {
  return fromChartTime(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()));
}

/**
 * `ts` moved by whole months in chart time, keeping the time of day. The day is clamped to the
 * target month's length (31 March minus one month is 29 February, not 2 March).
 */
export function addMonths(ts: number, months: number): number {
  const d = wall(ts);
  const target = new Date(d.getTime());
  target.setUTCDate(1);
  target.setUTCMonth(d.getUTCMonth() + months);
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  return fromChartTime(target.getTime());
}
