/**
 * Builds the ECharts option from the widget's state: a pure function, so tests read the option
 * (hidden values, fonts, trend, messages) without a canvas, and exports reuse it at their size.
 */
import type { BarSeriesOption, LineSeriesOption } from 'echarts/charts';
import type {
  DataZoomComponentOption,
  GraphicComponentOption,
  GridComponentOption,
  TitleComponentOption,
  TooltipComponentOption,
} from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import { MOBILE_Y_AXIS_FONT, DEFAULT_FONT_SIZES } from './constants';
import { formatAxisValue } from './format';
import { gridLayout } from './option-layout';
import {
  logoGraphic,
  messageGraphic,
  tooltipHtml,
  TREND_SUFFIX,
  type TooltipParam,
} from './option-parts';
import {
  hasRightAxis,
  hasSecondary,
  lineSeries,
  onRight,
  secondaryBars,
  timeExtent,
} from './option-series';
import { fromChartTime, formatChartDate } from './time';
import { formatTick, timeAxisLabels } from './time-axis';
import type { ChartSeries, FontSizes, TrendType, ValueAxis } from './types';

/** Spec, chart constants: the default 1000 ms of drawing. */
export const DRAW_DURATION_MS = 1000;

export { colourOf, hasRightAxis, hasSecondary, totalHeight } from './option-series';

export type ChartOption = ComposeOption<
  | LineSeriesOption
  | BarSeriesOption
  | GridComponentOption
  | TooltipComponentOption
  | TitleComponentOption
  | GraphicComponentOption
  | DataZoomComponentOption
>;

export interface ChartOptionInput {
  /** Every series in the page's order (a series keeps its palette colour when others hide). */
  series: readonly ChartSeries[];
  hidden: ReadonlySet<string>;
  title?: string;
  /** Unit of the values (%, RUB...), shown by the y axis and in the tooltip. */
  measure?: string;
  /** The left axis when it needs more than `measure` (a longer title, signed values). */
  valueAxis?: ValueAxis;
  /** The right axis of the lines with `side: 'right'`. */
  rightAxis?: ValueAxis;
  /** The reversed chart's axis (`yAxis: 1`): the unit its tooltip rows take. */
  secondaryAxis?: ValueAxis;
  valuesHidden: boolean;
  fonts: FontSizes;
  narrow: boolean;
  showLogo: boolean;
  trend: TrendType;
  /** Drawn in the middle of the chart: the period error or no data; null draws nothing. */
  message: string | null;
  texts: { mln: string; trendName: (seriesName: string) => string };
  /** Intl locale of the interface language, for axis and tooltip numbers. */
  locale: string;
  zoom: boolean;
  /** Height of the main chart in px; a reversed secondary chart adds its own. */
  height: number;
  /**
   * The canvas width in px: the x labels are chosen to fit it (time-axis.ts). Unknown (0, not
   * laid out yet) leaves them to ECharts.
   */
  width?: number;
  animation?: boolean;
}

/** ECharts' own labels, while the width is unknown or zoom moves the window. */
const AXIS_DATE_FORMATS = {
  year: '{yyyy}',
  month: '{MM}.{yyyy}',
  day: '{dd}.{MM}',
  hour: '{HH}:{mm}',
  minute: '{HH}:{mm}',
  second: '{HH}:{mm}:{ss}',
  millisecond: '{HH}:{mm}:{ss}',
};

/** The left and right value axes as drawn: a right one only while a line uses it. */
function valueAxes(input: ChartOptionInput) {
  const left: ValueAxis = input.valueAxis ?? { unit: input.measure };
  const right = hasRightAxis(input.series, input.hidden) ? (input.rightAxis ?? {}) : null;
  return { left, right };
}

const titleOf = (axis: ValueAxis) => axis.name ?? axis.unit;

/** The titles of the value axes drawn (left, then right), none when values are hidden. */
export function axisTitles(input: ChartOptionInput): string[] {
  if (input.valuesHidden) return [];
  const { left, right } = valueAxes(input);
  return [left, ...(right ? [right] : [])].map(titleOf).filter((t): t is string => !!t);
}

export function buildChartOption(input: ChartOptionInput): ChartOption {
  const secondary = hasSecondary(input.series);
  const { left, right } = valueAxes(input);
  const rightIds = new Set(input.series.filter(onRight).map((s) => s.id));
  const lowerIds = new Set(input.series.filter((s) => s.yAxis === 1).map((s) => s.id));
  const axisOf = (id: string): ValueAxis => {
    const line = id.endsWith(TREND_SUFFIX) ? id.slice(0, -TREND_SUFFIX.length) : id;
    if (lowerIds.has(line)) return input.secondaryAxis ?? {};
    return right && rightIds.has(line) ? right : left;
  };
  // One span for both charts, so their dates line up; and the x labels are laid out over it.
  const span = timeExtent(input);
  const axes = secondary ? [0, 1] : [0];
  const yFont = input.narrow
    ? MOBILE_Y_AXIS_FONT + (input.fonts.axis - DEFAULT_FONT_SIZES.axis)
    : input.fonts.axis;
  const grid = gridLayout(
    {
      ...input,
      titleFont: input.fonts.title,
      axisFont: input.fonts.axis,
      yFont,
      mln: input.texts.mln,
      measure: titleOf(left),
      rightMeasure: right ? titleOf(right) : undefined,
    },
    secondary,
  );
  // Zoom moves the window the labels were laid out over: ECharts relabels it as it goes.
  const labels =
    input.zoom || span.min === undefined || span.max === undefined
      ? null
      : timeAxisLabels({
          min: span.min,
          max: span.max,
          plotWidth: (input.width ?? 0) - grid[0]!.left - grid[0]!.right,
          fontSize: input.fonts.axis,
        });
  const graphics: (ReturnType<typeof logoGraphic> | ReturnType<typeof messageGraphic>)[] = [];
  if (input.showLogo) graphics.push(logoGraphic());
  if (input.message) graphics.push(messageGraphic(input.message, input.fonts.subtitle));
  return {
    animation: input.animation ?? true,
    // Spec: "default 1000 ms before drawing": the lines draw in over that second, rather than
    // the page holding the chart back for it.
    animationDuration: DRAW_DURATION_MS,
    // Chart time is UTC+3: values are shifted by +3 h and drawn as UTC.
    useUTC: true,
    backgroundColor: '#ffffff',
    // Single quotes only: ECharts writes this into an SVG attribute without escaping.
    textStyle: { fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
    title: input.title
      ? {
          text: input.title,
          left: 12,
          top: 10,
          textStyle: { fontSize: input.fonts.title, fontWeight: 600, color: '#1d2733' },
        }
      : undefined,
    grid,
    xAxis: axes.map((gridIndex) => ({
      type: 'time',
      gridIndex,
      ...span,
      // The reversed chart hangs from its axis line at its top; the main chart's labels date it.
      ...(gridIndex === 1 ? { position: 'top' as const } : {}),
      axisLabel: {
        show: gridIndex === 0,
        fontSize: input.fonts.axis,
        hideOverlap: true,
        ...(labels
          ? {
              customValues: labels.values,
              formatter: (value: number) => formatTick(value, labels.unit),
              alignMinLabel: labels.alignMin,
              alignMaxLabel: labels.alignMax,
            }
          : { formatter: AXIS_DATE_FORMATS }),
      },
      axisTick: labels ? { customValues: labels.values } : {},
      axisLine: { lineStyle: { color: '#c4cfda' } },
      splitLine: { show: false },
    })),
    yAxis: [
      ...axes.map((gridIndex) => ({
        type: 'value' as const,
        gridIndex,
        // Bars (a day's turnover) are measured from zero; lines from around their values.
        scale: !(gridIndex === 1 && secondaryBars(input.series)),
        inverse: gridIndex === 1,
        // The reversed chart is a third of the height: fewer steps keep its labels apart.
        ...(gridIndex === 1 ? { splitNumber: 3 } : {}),
        // The unit names the main axis; on the reversed chart it would sit at the bottom.
        name: input.valuesHidden || gridIndex === 1 ? undefined : titleOf(left),
        nameTextStyle: { fontSize: input.fonts.axis, color: '#5b6b7c' },
        axisLabel: {
          show: !input.valuesHidden,
          fontSize: yFont,
          formatter: (value: number) => formatAxisValue(value, input.texts.mln, input.locale),
        },
        splitLine: { lineStyle: { color: '#edf1f5', type: 'dashed' as const } },
      })),
      // Another unit (an index's points beside prices) gets its own scale on the right; its
      // grid lines would cross the left one's, so it draws none.
      ...(right
        ? [
            {
              type: 'value' as const,
              gridIndex: 0,
              position: 'right' as const,
              scale: true,
              name: input.valuesHidden ? undefined : titleOf(right),
              // Ends at the axis, so a long title stays on the canvas.
              nameTextStyle: {
                fontSize: input.fonts.axis,
                color: '#5b6b7c',
                align: 'right' as const,
              },
              axisLabel: {
                show: !input.valuesHidden,
                fontSize: yFont,
                formatter: (value: number) => formatAxisValue(value, input.texts.mln, input.locale),
              },
              splitLine: { show: false },
            },
          ]
        : []),
    ],
    axisPointer: { link: [{ xAxisIndex: 'all' }] },
    tooltip: {
      trigger: 'axis',
      confine: true,
      formatter: (params) =>
        tooltipHtml(params as TooltipParam[], {
          valuesHidden: input.valuesHidden,
          mln: input.texts.mln,
          locale: input.locale,
          axisOf,
        }),
    },
    dataZoom: input.zoom
      ? [
          { type: 'inside', xAxisIndex: axes },
          {
            type: 'slider',
            xAxisIndex: axes,
            bottom: 8,
            height: 22,
            labelFormatter: (value: number) => formatChartDate(fromChartTime(value)),
          },
        ]
      : [],
    graphic: { elements: graphics } as GraphicComponentOption,
    series: lineSeries({ ...input, rightAxisIndex: right ? axes.length : undefined }),
  };
}
