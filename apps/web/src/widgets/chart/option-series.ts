/** The series of the option: the lines (or bars), their trends, colours and shared time span. */
import type { BarSeriesOption, LineSeriesOption } from 'echarts/charts';
import { CHART_HEIGHT, LINE_COLOURS } from './constants';
import { TREND_SUFFIX } from './option-parts';
import { toChartTime } from './time';
import { trendLine } from './trend';
import type { ChartPoint, ChartSeries, TrendType } from './types';

export interface SeriesInput {
  series: readonly ChartSeries[];
  hidden: ReadonlySet<string>;
  trend: TrendType;
  texts: { trendName: (seriesName: string) => string };
  /** The index of the right value axis in the option, when it is drawn. */
  rightAxisIndex?: number;
}

export function colourOf(series: ChartSeries, index: number): string {
  return series.colour ?? LINE_COLOURS[index % LINE_COLOURS.length]!;
}

export function hasSecondary(series: readonly ChartSeries[]): boolean {
  return series.some((s) => s.yAxis === 1);
}

/** Drawn against the main chart's right axis (the reversed chart has no right axis). */
export const onRight = (series: ChartSeries) => series.side === 'right' && series.yAxis !== 1;

/** Whether the main chart draws its right axis: a shown line is drawn against it. */
export function hasRightAxis(series: readonly ChartSeries[], hidden: ReadonlySet<string>) {
  return series.some((s) => onRight(s) && !hidden.has(s.id));
}

/** The canvas height: the main chart plus the reversed chart under it when there is one. */
export function totalHeight(series: readonly ChartSeries[], height: number): number {
  return height + (hasSecondary(series) ? CHART_HEIGHT.overturn : 0);
}

const shifted = (data: readonly ChartPoint[]) => data.map(([t, v]) => [toChartTime(t), v]);

/** Whether the reversed chart draws bars: its value axis then starts at zero. */
export const secondaryBars = (series: readonly ChartSeries[]) =>
  series.some((s) => s.yAxis === 1 && s.bars);

function barSeries(s: ChartSeries, colour: string, axis: number): BarSeriesOption {
  return {
    type: 'bar',
    id: s.id,
    name: s.name,
    data: shifted(s.data),
    xAxisIndex: axis,
    yAxisIndex: axis,
    // A day's bar is at most a few px wide over a year; 10 years draw fast as one path.
    barMaxWidth: 12,
    large: true,
    itemStyle: { color: colour },
  };
}

export function lineSeries(input: SeriesInput): (LineSeriesOption | BarSeriesOption)[] {
  const lines: (LineSeriesOption | BarSeriesOption)[] = [];
  input.series.forEach((s, index) => {
    if (input.hidden.has(s.id)) return;
    const colour = colourOf(s, index);
    const axis = s.yAxis ?? 0;
    if (s.bars) {
      lines.push(barSeries(s, colour, axis));
      return;
    }
    const yAxisIndex =
      onRight(s) && input.rightAxisIndex !== undefined ? input.rightAxisIndex : axis;
    lines.push({
      type: 'line',
      id: s.id,
      name: s.name,
      data: shifted(s.data),
      xAxisIndex: axis,
      yAxisIndex,
      step: s.step ? 'end' : false,
      showSymbol: false,
      // Largest-triangle sampling keeps the shape of a 10-year daily series at screen width.
      sampling: 'lttb',
      lineStyle: { width: 2, color: colour },
      itemStyle: { color: colour },
    });
    const trend = trendLine(s.data, input.trend);
    if (trend)
      lines.push({
        type: 'line',
        id: `${s.id}${TREND_SUFFIX}`,
        name: input.texts.trendName(s.name),
        data: shifted(trend),
        xAxisIndex: axis,
        yAxisIndex,
        showSymbol: false,
        silent: true,
        lineStyle: { width: 1.5, type: 'dashed', color: colour },
        itemStyle: { color: colour },
      });
  });
  return lines;
}

/** First and last time (chart time) over the visible lines, so both charts share one span. */
export function timeExtent(input: SeriesInput): { min?: number; max?: number } {
  let min = Infinity;
  let max = -Infinity;
  for (const s of input.series) {
    if (input.hidden.has(s.id) || s.data.length === 0) continue;
    min = Math.min(min, s.data[0]![0]);
    max = Math.max(max, s.data[s.data.length - 1]![0]);
  }
  if (min > max) return {};
  // A single day: half a day either side, so the axis has a span and the point its date.
  const pad = min === max ? 43_200_000 : 0;
  return { min: toChartTime(min) - pad, max: toChartTime(max) + pad };
}
