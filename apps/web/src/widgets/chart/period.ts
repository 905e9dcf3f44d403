/** Period arithmetic of the chart: preset tabs, the 10-year cap, and the data call's reset. */
import { PERIOD_LIMIT_YEARS, RESET_PERIOD_MONTHS } from './constants';
import { addMonths } from './time';
import type { ChartPeriodTab, ChartRange } from './types';

/** The bond page's tabs (spec: 1M, 3M default, 1Y, 3Y; plus the arbitrary period). */
export const BOND_PERIOD_TABS: readonly ChartPeriodTab[] = [
  { id: '1m', months: 1 },
  { id: '3m', months: 3 },
  { id: '1y', months: 12 },
  { id: '3y', months: 36 },
];
export const DEFAULT_PERIOD_ID = '3m';

/** A preset: the months before the end date (spec: 1, 3, 12 and 36 months before it). */
export function presetRange(months: number, end: number): ChartRange {
  return { from: addMonths(end, -months), to: end };
}

export function isStartAfterEnd(range: ChartRange): boolean {
  return range.from > range.to;
}

/**
 * Applies the cap after the user moved one end. Spec: moving the start pushes the end back
 * inside the limit, moving the end pushes the start forward. A start after the end is left
 * alone: the chart reports it instead.
 */
export function capRange(
  range: ChartRange,
  moved: 'from' | 'to',
  limitYears: number = PERIOD_LIMIT_YEARS,
): ChartRange {
  if (isStartAfterEnd(range)) return range;
  const months = limitYears * 12;
  if (moved === 'from') {
    const latestEnd = addMonths(range.from, months);
    return range.to > latestEnd ? { from: range.from, to: latestEnd } : range;
  }
  const earliestStart = addMonths(range.to, -months);
  return range.from < earliestStart ? { from: earliestStart, to: range.to } : range;
}

/**
 * The chart data call may answer with a number: the timestamp of the latest available date.
 * Chart data dates are in seconds; a value too small to be milliseconds (before 1973) is read
 * as seconds.
 */
export function latestTimestampMs(answer: number): number {
  return Math.abs(answer) < 1e11 ? answer * 1000 : answer;
}

/** Spec: after a numeric answer the period resets to three months before that latest date. */
export function rangeBeforeLatest(answer: number): ChartRange {
  const latest = latestTimestampMs(answer);
  return { from: addMonths(latest, -RESET_PERIOD_MONTHS), to: latest };
}
