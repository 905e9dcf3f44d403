import type { ChartTick } from '@bondsight/contracts';
import type { ChartPoint, ChartSeries } from '../../widgets/chart';
import type { ChartKind } from './chart-search';
import type { CompareItem } from './compare-items';

/** A line's key: the bond on its ground ("b12-1") or the index ("i7"), as in the URL. */
export const lineKey = (item: CompareItem) =>
  item.model === 'bonds' ? `b${item.id}-${item.tgId}` : `i${item.id}`;

const tickKey = (tick: ChartTick) =>
  tick.model === 'bonds' ? `b${tick.id}-${tick.trading_ground_id ?? 0}` : `i${tick.id}`;

/** The value a tick shows on a chart of this kind (an index line always shows its value). */
export function tickValue(tick: ChartTick, kind: ChartKind): number | null {
  if (tick.isIndex) return tick.value ?? null;
  if (kind === 'yield') return tick.ytm_last ?? null;
  if (kind === 'g_spread') return tick.g_spread ?? null;
  return tick.last_price ?? null;
}

/** The ticks of one answer grouped into points per line, each by date. */
export function pointsByLine(ticks: readonly ChartTick[], kind: ChartKind) {
  const lines = new Map<string, ChartPoint[]>();
  for (const tick of ticks) {
    const key = tickKey(tick);
    const points = lines.get(key) ?? [];
    points.push([tick.date_numeric, tickValue(tick, kind)]);
    lines.set(key, points);
  }
  for (const points of lines.values()) points.sort((a, b) => a[0] - b[0]);
  return lines;
}

/** The trading ground's name of each bond line in an answer, by line key. */
export function groundNames(ticks: readonly ChartTick[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const tick of ticks)
    if (tick.trading_ground_name) names.set(tickKey(tick), tick.trading_ground_name);
  return names;
}

/** Whether a bond line has a value of this kind (the Yield and G-spread tabs hide without). */
export const hasValues = (ticks: readonly ChartTick[] | undefined, kind: ChartKind) =>
  (ticks ?? []).some((tick) => !tick.isIndex && tickValue(tick, kind) !== null);

/**
 * The widget's series for the requested items, in their order; an item the answer has no
 * values for is left out and reported, so the page can say it was not found (spec).
 */
export function chartSeries(
  items: readonly CompareItem[],
  ticks: readonly ChartTick[],
  kind: ChartKind,
  nameOf: (item: CompareItem) => string,
): { series: ChartSeries[]; missing: CompareItem[] } {
  const lines = pointsByLine(ticks, kind);
  const series: ChartSeries[] = [];
  const missing: CompareItem[] = [];
  items.forEach((item, index) => {
    const data = lines.get(lineKey(item)) ?? [];
    if (!data.some(([, value]) => value !== null)) {
      missing.push(item);
      return;
    }
    series.push({
      id: lineKey(item),
      name: nameOf(item),
      data,
      model: item.model === 'bonds' ? 'bond' : 'index',
      entityId: item.id,
      link: index > 0,
      removable: index > 0,
    });
  });
  return { series, missing };
}

/** A line's latest value, as old as the server counted (against the data's as-of date). */
export interface LineLatest {
  key: string;
  date: string;
  ageDays: number;
  stale: boolean;
}

/**
 * Each line's latest value where the answer reaches it: the server marks a line's newest tick
 * with its age only then (a period ending earlier shows history, not a stale latest value).
 */
export function latestOfLines(ticks: readonly ChartTick[]): LineLatest[] {
  const latest: LineLatest[] = [];
  for (const tick of ticks)
    if (tick.age_days !== undefined && tick.stale !== undefined)
      latest.push({
        key: tickKey(tick),
        date: tick.date,
        ageDays: tick.age_days,
        stale: tick.stale,
      });
  return latest;
}
