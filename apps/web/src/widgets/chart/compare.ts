/**
 * Comparison helpers for pages that put several lines on one chart (spec, bond page section 4):
 * value mode 1 absolute or 2 normalised (from a common start), the spread line between two
 * lines, and dropping lines without data. Pure: they take and return series data, never touch
 * the chart.
 */
import { chartDayStart } from './time';
import type { ChartPoint } from './types';

export const VALUE_MODE = { absolute: 1, normalised: 2 } as const;
export type ValueMode = (typeof VALUE_MODE)[keyof typeof VALUE_MODE];

type WithData = { data: readonly ChartPoint[] };

const firstKnown = (data: readonly ChartPoint[]) => data.find((p) => p[1] !== null);

/** The latest first-point time over the lines that have data; null when none has. */
export function latestCommonStart(series: readonly WithData[]): number | null {
  let start: number | null = null;
  for (const line of series) {
    const first = firstKnown(line.data);
    if (first && (start === null || first[0] > start)) start = first[0];
  }
  return start;
}

/**
 * Mode 2's common start (spec): every line cut to the latest common start date, so all start
 * together. How each line's change from that first point is measured is the page's rule (a
 * price changes in percent, a yield in percentage points...): it maps the cut lines.
 */
export function cutToCommonStart<S extends WithData>(series: readonly S[]): S[] {
  const start = latestCommonStart(series);
  if (start === null) return [...series];
  return series.map((line) => ({ ...line, data: line.data.filter(([t]) => t >= start) }));
}

/**
 * The spread line: first minus second on the dates both have (matched by chart-time day, so
 * closing ticks at different hours still pair; the day's last tick counts). Null unless there
 * are exactly two lines.
 */
export function spreadLine(series: readonly WithData[]): ChartPoint[] | null {
  if (series.length !== 2) return null;
  const byDay = (data: readonly ChartPoint[]) => {
    const days = new Map<number, readonly [number, number]>();
    for (const [t, v] of data) if (v !== null) days.set(chartDayStart(t), [t, v]);
    return days;
  };
  const first = byDay(series[0]!.data);
  const second = byDay(series[1]!.data);
  const spread: ChartPoint[] = [];
  for (const [day, [t, v]] of first) {
    const other = second.get(day);
    if (other) spread.push([t, v - other[1]]);
  }
  return spread.sort((a, b) => a[0] - b[0]);
}

/** Spec: lines without data are removed from a comparison (the page shows a notice for them). */
export function dropEmptySeries<S extends WithData>(series: readonly S[]) {
  const kept: S[] = [];
  const removed: S[] = [];
  for (const line of series) (firstKnown(line.data) ? kept : removed).push(line);
  return { kept, removed };
}
