/**
 * The screen map's ECharts option: one scatter series per colour group (rating bucket or
 * issuer kind), the government curve as a line, axis titles and a tooltip. A pure function of
 * the answer and the page's choices, so it is tested without a canvas.
 */
import type { BondKind, ScreenScatterCurve, ScreenScatterPoint } from '@bondsight/contracts';
import { ratingRankOf, type RatingGrade } from '@bondsight/contracts/rating-grades';

export type ScatterColouring = 'rating' | 'kind';

/** Rating buckets by their worst notch (AAA = 1): AAA–AA-, A+–A-, BBB+–BBB-, BB+–BB-, below. */
const RATING_BUCKETS = [
  { id: 'aa', worst: 4 },
  { id: 'a', worst: 7 },
  { id: 'bbb', worst: 10 },
  { id: 'bb', worst: 13 },
  { id: 'b', worst: Infinity },
] as const;
export const RATING_GROUPS = ['aa', 'a', 'bbb', 'bb', 'b', 'unrated'] as const;
export const KIND_GROUPS = [
  'sovereign',
  'municipal',
  'corporate',
  'bank',
  'supranational',
] as const satisfies readonly BondKind[];

/**
 * Colours readable on the white card (each at least 4.5:1, above the 3:1 graphical objects
 * need), told apart by hue and lightness, not by red against green alone.
 */
export const GROUP_COLOURS: Record<string, string> = {
  aa: '#1b7837',
  a: '#2c5fa8',
  bbb: '#7b3294',
  bb: '#b35900',
  b: '#b8272c',
  unrated: '#5f6673',
  sovereign: '#2c5fa8',
  municipal: '#1b7837',
  corporate: '#b35900',
  bank: '#7b3294',
  supranational: '#0e7490',
};
export const CURVE_COLOUR = '#111827';

export function ratingGroupOf(rating: RatingGrade | null): (typeof RATING_GROUPS)[number] {
  if (rating === null) return 'unrated';
  const rank = ratingRankOf(rating);
  return RATING_BUCKETS.find((b) => rank <= b.worst)!.id;
}

export const groupOf = (point: ScreenScatterPoint, colouring: ScatterColouring): string =>
  colouring === 'rating' ? ratingGroupOf(point.rating) : point.bondKind;

/**
 * The curve's points within the map: up to the longest duration among the points (a little
 * beyond it, so the line reaches the last points), never a long tail the screen does not hold.
 */
export function curveWithin(
  curve: ScreenScatterCurve,
  points: readonly ScreenScatterPoint[],
): [number, number][] {
  const longest = Math.max(0, ...points.map((p) => p.duration));
  const line = curve.points.map((p): [number, number] => [p.duration, p.yield]);
  const firstBeyond = line.findIndex(([x]) => x >= longest);
  return firstBeyond === -1 ? line : line.slice(0, firstBeyond + 1);
}

/** The legend's entries: each colour group that has points, in order, with its count. */
export function legendOf(points: readonly ScreenScatterPoint[], colouring: ScatterColouring) {
  const groups = colouring === 'rating' ? RATING_GROUPS : KIND_GROUPS;
  return groups.flatMap((id) => {
    const count = points.filter((p) => groupOf(p, colouring) === id).length;
    return count > 0 ? [{ id, colour: GROUP_COLOURS[id]!, count }] : [];
  });
}

export interface ScatterTexts {
  xAxis: string;
  yAxis: string;
  /** A colour group's legend name, by group id. */
  group(id: string): string;
  /** The curve's series name (its name and date). */
  curve: string;
}

export interface ScatterOptionInput {
  points: readonly ScreenScatterPoint[];
  curve: ScreenScatterCurve | null;
  colouring: ScatterColouring;
  texts: ScatterTexts;
  /** The tooltip's HTML of a point (the component formats the values and escapes the text). */
  tooltip(point: ScreenScatterPoint): string;
  /** At most 680 px wide: smaller margins and points. */
  narrow: boolean;
}

export function buildScatterOption(input: ScatterOptionInput) {
  const { points, colouring, texts, narrow } = input;
  const groups = colouring === 'rating' ? RATING_GROUPS : KIND_GROUPS;
  const byKey = new Map(points.map((p) => [String(p.id), p]));
  // Many points draw smaller, so that a dense screen still shows its shape.
  const symbolSize = points.length > 500 ? 6 : narrow ? 8 : 10;
  const series: { type: string; name: string; data: unknown[]; [part: string]: unknown }[] = [];
  for (const group of groups) {
    const members = points.filter((p) => groupOf(p, colouring) === group);
    if (members.length === 0) continue;
    series.push({
      type: 'scatter',
      name: texts.group(group),
      data: members.map((p) => ({ key: String(p.id), name: p.name, value: [p.duration, p.yield] })),
      symbolSize,
      itemStyle: { color: GROUP_COLOURS[group], opacity: 0.85 },
      emphasis: { scale: 1.6 },
      z: 3,
    });
  }
  if (input.curve)
    series.push({
      type: 'line',
      name: texts.curve,
      data: curveWithin(input.curve, points),
      showSymbol: false,
      smooth: true,
      lineStyle: { color: CURVE_COLOUR, width: 2 },
      itemStyle: { color: CURVE_COLOUR },
      tooltip: { show: false },
      z: 2,
    });
  return {
    animation: false,
    grid: {
      // The legend is the page's (it wraps and counts); above the plot, the y axis' title.
      top: 32,
      left: narrow ? 40 : 56,
      right: narrow ? 12 : 24,
      bottom: 48,
    },
    tooltip: {
      trigger: 'item' as const,
      confine: true,
      formatter: (params: { data?: { key?: string } }) => {
        const point = params.data?.key ? byKey.get(params.data.key) : undefined;
        return point ? input.tooltip(point) : '';
      },
    },
    xAxis: {
      type: 'value' as const,
      name: texts.xAxis,
      nameLocation: 'middle' as const,
      nameGap: 28,
      min: 0,
      axisLabel: { color: '#374151' },
    },
    yAxis: {
      type: 'value' as const,
      name: texts.yAxis,
      nameTextStyle: { align: 'left' as const },
      scale: true,
      axisLabel: { color: '#374151' },
    },
    series,
  };
}
export type ScatterOption = ReturnType<typeof buildScatterOption>;
