/**
 * Where the plots sit on the canvas. The main and the reversed lower chart share one left edge
 * so their time axes line up; that edge is sized from the widest y label the data can produce,
 * instead of letting ECharts shrink each plot on its own.
 */
import type { GridComponentOption } from 'echarts/components';
import { CHART_HEIGHT } from './constants';
import { formatAxisValue } from './format';
import { hasRightAxis, onRight } from './option-series';
import type { ChartSeries } from './types';

const ZOOM_SPACE = 40;
/** Average glyph width of digits and Latin/Cyrillic letters, as a share of the font size. */
const GLYPH_WIDTH = 0.62;

export interface LayoutInput {
  series: readonly ChartSeries[];
  hidden: ReadonlySet<string>;
  title?: string;
  /** The left axis' title (its unit, or a longer name). */
  measure?: string;
  /** The right axis' title, when the lines drawn against it are shown. */
  rightMeasure?: string;
  valuesHidden: boolean;
  titleFont: number;
  axisFont: number;
  yFont: number;
  zoom: boolean;
  mln: string;
  locale: string;
}

/**
 * Width in px of the widest y label over the visible lines' values (extremes and middle): of
 * the left axis' lines, or of the right axis' (`side`).
 */
export function yLabelWidth(input: LayoutInput, side: 'left' | 'right' = 'left'): number {
  let min = Infinity;
  let max = -Infinity;
  for (const s of input.series) {
    if (input.hidden.has(s.id) || onRight(s) !== (side === 'right')) continue;
    for (const [, v] of s.data) {
      if (v === null) continue;
      if (v < min) min = v;
      if (v > max) max = v;
    }
  }
  if (min > max) return 0;
  // Ticks fall between the extremes and may carry a decimal more: one spare character.
  const chars = Math.max(
    ...[min, max, (min + max) / 2].map((v) => formatAxisValue(v, input.mln, input.locale).length),
  );
  return Math.ceil((chars + 1) * input.yFont * GLYPH_WIDTH);
}

/** A grid as placed here: its sides in px, which the x labels are laid out against. */
export type GridBox = GridComponentOption & { left: number; right: number };

export function gridLayout(input: LayoutInput, secondary: boolean): GridBox[] {
  const rightAxis = hasRightAxis(input.series, input.hidden);
  // The y axis names (the units) sit above the plot, so they need their own row under the title.
  const named = input.measure || (rightAxis && input.rightMeasure);
  const nameRow = named && !input.valuesHidden ? input.axisFont + 10 : 0;
  const top = (input.title ? input.titleFont + 36 : 28) + nameRow;
  const bottom = 32 + (input.zoom ? ZOOM_SPACE : 0);
  const left = input.valuesHidden ? 16 : Math.max(24, yLabelWidth(input) + 16);
  // A right axis has its labels outside the plot, as the left one.
  const right =
    rightAxis && !input.valuesHidden ? Math.max(24, yLabelWidth(input, 'right') + 16) : 24;
  const side = { left, right, outerBoundsMode: 'none' as const };
  if (!secondary) return [{ ...side, top, bottom }];
  const overturn = CHART_HEIGHT.overturn;
  return [
    { ...side, top, bottom: overturn + bottom },
    { ...side, height: overturn - 48, bottom },
  ];
}
