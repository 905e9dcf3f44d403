import type { BondSummary } from '@bondsight/contracts';
import {
  addMonths,
  BOND_PERIOD_TABS,
  PERIOD_LIMIT_YEARS,
  presetRange,
  toChartTime,
  type ChartRange,
} from '../../widgets/chart';
import type { ChartSearch } from './chart-search';

/** Spec: a matured (128) or redeemed early (112) bond's chart ends at its last trade. */
const STATUSES_ENDING_AT_LAST_TRADE = [128, 112];

/** A day as the chart data holds it: 00:00 UTC. */
export const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
/**
 * The calendar day of a chart timestamp, read in chart time (UTC+3, as the axis shows it): a
 * data point at 00:00 UTC and a date picker's day start (00:00 at UTC+3) name the same day.
 */
export const isoDay = (ms: number) => new Date(toChartTime(ms)).toISOString().slice(0, 10);

/** The day a preset period ends on: today, or the default ground's last trade (128, 112). */
export function periodEnd(bond: BondSummary, now = Date.now()): number {
  const maxDate = bond.tradingGrounds[0]?.maxDate;
  if (STATUSES_ENDING_AT_LAST_TRADE.includes(bond.statusId) && maxDate) return dayMs(maxDate);
  return dayMs(isoDay(now));
}

/** The dates the chart asks for: the URL's arbitrary dates, or the preset before the end. */
export function chartRange(search: ChartSearch, end: number): ChartRange {
  if (search.period === 'arbitrary' && search.from && search.to)
    return { from: dayMs(search.from), to: dayMs(search.to) };
  const tab = BOND_PERIOD_TABS.find((period) => period.id === search.period);
  return presetRange(tab?.months ?? 3, end);
}

/**
 * The period that draws a compared line whose data ends on `lastDay` (a bond that matured or
 * was redeemed early, its latest tick on the chosen ground) beside the chart's own: `null` when
 * the current period already reaches it; else the same end, started as long before `lastDay`
 * as the current period is long (the ended bond's last stretch, and the page bond's path since
 * then); `'too_old'` when that start would lie beyond the chart's 10-year limit.
 */
export function rangeForHistory(range: ChartRange, lastDay: string): ChartRange | null | 'too_old' {
  const last = dayMs(lastDay);
  if (last >= dayMs(isoDay(range.from))) return null;
  const earliest = addMonths(range.to, -PERIOD_LIMIT_YEARS * 12);
  if (last < earliest) return 'too_old';
  return { from: Math.max(last - (range.to - range.from), earliest), to: range.to };
}
