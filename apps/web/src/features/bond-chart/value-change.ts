/**
 * The bond chart's value modes (spec, bond page section 4: mode 1 absolute, mode 2 the change
 * from the first point, every line cut to the latest common start) and the rule that decides
 * how a line's values are measured and on which axis they are drawn.
 *
 * Change from the first point, the way an analyst reads each quantity:
 * - a price and an index level: percent (a price from 98 to 99 is +1.02 %);
 * - a yield: percentage points, the plain difference (14.2 % to 14.5 % is +0.3 pp; its percent
 *   change, +2.1 %, mixes the level with the move);
 * - a spread (G-spread, T-spread): basis points, the plain difference (a spread of 5 bp going
 *   to 40 bp is +35 bp, not +700 %: a spread near zero has no meaningful percent change).
 * Index levels are points, never "% of face value": a line of another unit than the page's
 * bond takes the right axis.
 */
import { cutToCommonStart, type ChartPoint, type ChartSeries } from '../../widgets/chart';
import type { ChartKind } from './chart-search';

/** What a line's values are. */
export type LineQuantity = 'price' | 'yield' | 'spread' | 'index_level';

/** How a quantity's change from the first point is measured. */
export type ChangeUnit = 'percent' | 'pp' | 'bp';

export const CHANGE_UNIT = {
  price: 'percent',
  index_level: 'percent',
  yield: 'pp',
  spread: 'bp',
} as const satisfies Record<LineQuantity, ChangeUnit>;

/** A value axis' unit: a level (mode 1) or a change (mode 2). */
export type AxisUnit =
  'percent_of_face' | 'percent' | 'bp' | 'points' | 'change_percent' | 'change_pp' | 'change_bp';

/** The unit of each quantity's level: yields are stored in %, spreads in bp (contracts). */
const LEVEL_UNIT = {
  price: 'percent_of_face',
  yield: 'percent',
  spread: 'bp',
  index_level: 'points',
} as const satisfies Record<LineQuantity, AxisUnit>;

const CHANGE_AXIS = {
  percent: 'change_percent',
  pp: 'change_pp',
  bp: 'change_bp',
} as const satisfies Record<ChangeUnit, AxisUnit>;

/** The quantity a line shows on a chart tab: a bond the tab's value, an index its level. */
export function quantityOf(model: ChartSeries['model'], kind: ChartKind): LineQuantity {
  if (model !== 'bond') return 'index_level';
  if (kind === 'yield') return 'yield';
  if (kind === 'g_spread') return 'spread';
  return 'price';
}

/** The unit a line of this quantity is drawn in, in the mode. */
export const axisUnitOf = (quantity: LineQuantity, change: boolean): AxisUnit =>
  change ? CHANGE_AXIS[CHANGE_UNIT[quantity]] : LEVEL_UNIT[quantity];

/**
 * The line as a change from its first known point, measured as the quantity is (see the
 * header): percent for prices and index levels (none from a level at or below zero), the
 * difference for yields (pp, as yields are in %) and spreads (bp, as spreads are in bp).
 */
export function changeFromFirst(data: readonly ChartPoint[], quantity: LineQuantity): ChartPoint[] {
  const base = data.find(([, v]) => v !== null)?.[1] ?? null;
  const relative = CHANGE_UNIT[quantity] === 'percent';
  return data.map(([t, v]) => {
    if (v === null || base === null) return [t, null] as const;
    if (!relative) return [t, v - base] as const;
    return [t, base > 0 ? (v / base - 1) * 100 : null] as const;
  });
}

export interface PlannedLines<S> {
  /** The lines as drawn: values in the mode's unit, `side: 'right'` for the right axis. */
  series: S[];
  /** The left axis' unit: the page's bond's (the first line's). */
  left: AxisUnit;
  /** The right axis' unit, when a line has another unit than the first; else null. */
  right: AxisUnit | null;
  /** Whether the values are changes from the first point (mode 2 with more than one line). */
  change: boolean;
}

/**
 * The chart's lines in a value mode. Mode 2 (more than one line) cuts every line to the
 * latest common start (spec) and shows each as its change from there, by its quantity. A line
 * whose unit differs from the first line's (an index beside bonds, except in a price change
 * where both are percent) goes to the right axis.
 */
export function planLines<S extends ChartSeries>(
  series: readonly S[],
  kind: ChartKind,
  mode: 1 | 2,
): PlannedLines<S> {
  const change = mode === 2 && series.length > 1;
  const unitOf = (line: S) => axisUnitOf(quantityOf(line.model, kind), change);
  const left = series[0] ? unitOf(series[0]) : axisUnitOf(quantityOf('bond', kind), change);
  let right: AxisUnit | null = null;
  const lines = change ? cutToCommonStart(series) : [...series];
  const planned = lines.map((line) => {
    const unit = unitOf(line);
    if (unit !== left) right = unit;
    const data = change ? changeFromFirst(line.data, quantityOf(line.model, kind)) : line.data;
    return { ...line, data, side: unit === left ? ('left' as const) : ('right' as const) };
  });
  return { series: planned, left, right, change };
}
