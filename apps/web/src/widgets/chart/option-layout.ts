/**
 * Where the plots sit on the canvas. The main and the reversed lower chart share one left edge
 * so their time axes line up; that edge is sized from the widest y label the data can produce,
 * instead of letting ECharts shrink each plot on its own.
 */
import type { GridComponentOption } from 'echarts/components';
import { CHART_HEIGHT } from './constants';
import { formatAxisValue } from './format';
import type { ChartSeries } from './types';

const ZOOM_SPACE = 40;
/** Average glyph width of digits and Latin/Cyrillic letters, as a share of the font size. */
const GLYPH_WIDTH = 0.62;

export interface LayoutInput {
  series: readonly ChartSeries[];
  hidden: ReadonlySet<string>;
  title?: string;
  measure?: string;
  valuesHidden: boolean;
  titleFont: number;
  axisFont: number;
  yFont: number;
  zoom: boolean;
  mln: string;
  locale: string;
}

/** Width in px of the widest y label over the visible lines' values (extremes and middle). */
export function yLabelWidth(input: LayoutInput): number {
  let min = Infinity;
  let max = -Infinity;
  for (const s of input.series) {
    if (input.hidden.has(s.id)) continue;
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

export function gridLayout(input: LayoutInput, secondary: boolean): GridComponentOption[] {
  // The y axis name (the unit) sits above the plot, so it needs its own row under the title.
  const nameRow = input.measure && !input.valuesHidden ? input.axisFont + 10 : 0;
  const top = (input.title ? input.titleFont + 36 : 28) + nameRow;
  const bottom = 32 + (input.zoom ? ZOOM_SPACE : 0);
  const left = input.valuesHidden ? 16 : Math.max(24, yLabelWidth(input) + 16);
  const side = { left, right: 24, outerBoundsMode: 'none' as const };
  if (!secondary) return [{ ...side, top, bottom }];
  const overturn = CHART_HEIGHT.overturn;
  return [
    { ...side, top, bottom: overturn + bottom },
    { ...side, height: overturn - 48, bottom },
  ];
}
