/**
 * The map's ECharts option (scatter points, the curve and the trend as lines), a pure function
 * of the view and the widget's switches, so it is tested without a canvas.
 */
import { MAIN_COLOUR } from '../constants';
import type { MapView } from './map-view';
import { pointKey } from './map-view';
import type { XY } from './types';

/** Spec: main issues blue, others orange-red. */
export const MAP_COLOURS = {
  main: MAIN_COLOUR,
  others: '#ff4500',
  added: '#2e9e44',
  curve: '#8a8f98',
  /** Ended bonds: grey rings, apart from the live points and the curve's line. */
  ended: '#9aa0a6',
  trend: '#7b3fa0',
  selected: '#111111',
} as const;

export interface MapTexts {
  main: string;
  others: string;
  added: string;
  ended: string;
  trend: string;
  xAxis: string;
  yAxis: string;
}

export interface MapOptionInput {
  view: MapView;
  selected: ReadonlySet<string>;
  /** The bond page's own bond: drawn larger, with a dark border. */
  highlightId?: number | undefined;
  labels: boolean;
  allLabels: boolean;
  gridTop: number;
  texts: MapTexts;
  /** The tooltip's HTML of a point, by its key (the widget formats values and escapes text). */
  tooltip(key: string): string;
  /** The canvas' width in px: labels stay inside it. */
  canvasWidth?: number;
}

interface PointDatum {
  key: string;
  value: XY;
  name: string;
}

const SIZE = 11;
/** How faded a point with a stale quote is drawn. */
export const STALE_OPACITY = 0.45;

function pointData(input: MapOptionInput, list: MapView['main']) {
  return list.map((p) => {
    const key = pointKey(p);
    const own = p.id === input.highlightId;
    const selected = input.selected.has(key);
    return {
      key,
      name: p.name,
      value: [p.x, p.y] as const,
      symbol: own ? 'diamond' : 'circle',
      symbolSize: own ? SIZE + 8 : selected ? SIZE + 4 : SIZE,
      itemStyle: {
        ...(own || selected
          ? { borderColor: MAP_COLOURS.selected, borderWidth: selected ? 3 : 2 }
          : {}),
        // A stale quote (over 7 days before the map date) is drawn faded: still the bond's
        // latest, but not today's market.
        ...(p.stale ? { opacity: STALE_OPACITY } : {}),
      },
    };
  });
}

/** What ECharts passes a label layout function: the label's box in canvas pixels. */
export interface LabelLayoutParams {
  labelRect: { x: number; y: number; width: number; height: number };
}

/** The least room a label keeps from the canvas' edges, px. */
export const LABEL_EDGE = 2;

/**
 * A label is centred over its point, and the axis runs from the smallest to the largest
 * duration (spec section 5): the outermost points' labels reached past the canvas' edges and
 * were cut (issue 30). Such a label is moved in just enough to be read whole; one wider than the
 * room keeps its start. `left` is where labels may start: the plot's left edge, so that no label
 * covers the y axis' values (with all labels on, the top-left point's hid the top value).
 */
export function labelInside(
  { labelRect }: LabelLayoutParams,
  canvasWidth = Infinity,
  left = LABEL_EDGE,
): { dx?: number } {
  if (labelRect.x < left) return { dx: left - labelRect.x };
  const over = labelRect.x + labelRect.width - (canvasWidth - LABEL_EDGE);
  return over > 0 ? { dx: -Math.min(over, labelRect.x - left) } : {};
}

export function buildMapOption(input: MapOptionInput) {
  const { view, texts, labels, allLabels } = input;
  const grid = { top: input.gridTop, left: view.shaped ? 24 : 56, right: 24, bottom: 48 };
  const label = {
    show: labels,
    position: 'top' as const,
    formatter: '{b}',
    fontSize: 11,
  };
  // 'All labels' lets them overlap (spec section 4); otherwise overlapping ones hide.
  const labelLayout = (params: LabelLayoutParams) => ({
    hideOverlap: !allLabels,
    ...labelInside(params, input.canvasWidth, grid.left + LABEL_EDGE),
  });
  const scatter = (name: string, colour: string, data: unknown[]) => ({
    type: 'scatter' as const,
    name,
    data,
    itemStyle: { color: colour },
    label,
    labelLayout,
    emphasis: { focus: 'none' as const, scale: 1.3 },
    z: 3,
  });
  const added = view.added.map((p): PointDatum => ({
    key: p.key,
    value: [p.duration, p.yield],
    name: p.pointName,
  }));
  const addedData = added.map((d) => ({
    ...d,
    symbol: 'triangle',
    symbolSize: input.selected.has(d.key) ? SIZE + 6 : SIZE + 2,
    itemStyle: input.selected.has(d.key)
      ? { borderColor: MAP_COLOURS.selected, borderWidth: 3 }
      : undefined,
  }));
  // Ended bonds: hollow grey rings under the live points (own bond still a diamond).
  const endedData = pointData(input, view.ended).map((d) => ({
    ...d,
    symbol: d.symbol === 'diamond' ? 'diamond' : 'emptyCircle',
  }));
  const series: unknown[] = [
    scatter(texts.main, MAP_COLOURS.main, pointData(input, view.main)),
    scatter(texts.others, MAP_COLOURS.others, pointData(input, view.others)),
    scatter(texts.added, MAP_COLOURS.added, addedData),
    // The legend draws the series' own symbol: a ring, as on the map.
    { ...scatter(texts.ended, MAP_COLOURS.ended, endedData), symbol: 'emptyCircle', z: 2 },
  ];
  if (view.curve)
    series.push({
      type: 'line',
      name: view.curve.name,
      data: view.curve.points,
      showSymbol: false,
      smooth: true,
      lineStyle: { color: MAP_COLOURS.curve, width: 2 },
      itemStyle: { color: MAP_COLOURS.curve },
      tooltip: { show: false },
      z: 1,
    });
  if (view.trend)
    series.push({
      type: 'line',
      name: texts.trend,
      data: view.trend,
      showSymbol: false,
      lineStyle: { color: MAP_COLOURS.trend, type: 'dashed', width: 2 },
      itemStyle: { color: MAP_COLOURS.trend },
      tooltip: { show: false },
      z: 2,
    });
  const legendNames = [
    ...(view.main.length > 0 ? [texts.main] : []),
    ...(view.others.length > 0 ? [texts.others] : []),
    ...(view.added.length > 0 ? [texts.added] : []),
    ...(view.ended.length > 0 ? [texts.ended] : []),
    ...(view.curve ? [view.curve.name] : []),
    ...(view.trend ? [texts.trend] : []),
  ];
  // Values hidden (ranks): no axis values, no split labels to read a scale from.
  const axisLabel = { show: !view.shaped };
  return {
    animation: false,
    legend: { data: legendNames, top: 0, type: 'scroll' as const },
    grid,
    tooltip: {
      trigger: 'item' as const,
      confine: true,
      formatter: (params: { data?: { key?: string } }) =>
        params.data?.key ? input.tooltip(params.data.key) : '',
    },
    xAxis: {
      type: 'value' as const,
      name: texts.xAxis,
      nameLocation: 'middle' as const,
      nameGap: 28,
      min: view.xMin,
      scale: true,
      // The minimum is the smallest duration itself (0.0054794…): its tick reads 2 decimals.
      axisLabel: {
        ...axisLabel,
        formatter: (value: number) => String(Math.round(value * 100) / 100),
      },
    },
    yAxis: {
      type: 'value' as const,
      name: view.shaped ? '' : texts.yAxis,
      scale: true,
      axisLabel,
    },
    series,
  };
}
export type MapOption = ReturnType<typeof buildMapOption>;
