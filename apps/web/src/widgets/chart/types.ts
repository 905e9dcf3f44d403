/** The chart widget's vocabulary: series, periods and trends, shared by its modules and pages. */

/** One point: [timestamp in ms (UTC), value]. A null value is a gap in the line. */
export type ChartPoint = readonly [number, number | null];

/** The kind of entity a line belongs to; it picks the entity page a legend item links to. */
export type ChartModel = 'bond' | 'index' | 'stock' | 'etf';

export interface ChartSeries {
  /** Stable id: the key for show/hide and the value of the remove event. */
  id: string;
  /** Shown in the legend and the tooltip. */
  name: string;
  /** Points in time order (the chart reads the first and last as the line's span). */
  data: readonly ChartPoint[];
  /** Line colour; default the palette colour of the series' position (the first is #5eb5e2). */
  colour?: string;
  model: ChartModel;
  /** The entity's id; with `link: true` the legend links to its page (/bonds/{id}/ ...). */
  entityId?: number | string;
  /** true: link the legend item to the entity page; a string: link there; default no link. */
  link?: boolean | string;
  /** 1 draws the series on the reversed secondary chart under the main one; default 0. */
  yAxis?: 0 | 1;
  /**
   * 'right': drawn on the main chart against a second value axis on its right, for values of
   * another unit (an index's level in points beside bond prices in % of face). Default 'left'.
   */
  side?: 'left' | 'right';
  /** Shows a remove button in the legend (the page drops the series on the event). */
  removable?: boolean;
  /** Initially hidden; the legend can show it. Default visible. */
  visible?: boolean;
  /** Draw as steps (ratings, rates) instead of a straight line between points. */
  step?: boolean;
  /**
   * Draw a bar a point (a day's turnover on the reversed chart) instead of a line. Bars stand
   * on zero: on the reversed chart they hang from its top.
   */
  bars?: boolean;
}

/** A value axis of the main chart: its title and the unit of its lines' values. */
export interface ValueAxis {
  /** Written after each tooltip value of the axis' lines ("%", "bp", "points"). */
  unit?: string;
  /** The axis title above it; default the unit. */
  name?: string;
  /** The values are changes: the tooltip shows their sign (+0.35, -1.2). */
  signed?: boolean;
}

/** A preset period tab: id (its label is chart:period_{id} unless `label` is given) and length. */
export interface ChartPeriodTab {
  id: string;
  months: number;
  label?: string;
}

/** The id of the arbitrary period (the from/to date pickers). */
export const ARBITRARY_PERIOD = 'arbitrary';

/** A date range in ms; `from` after `to` is allowed and is reported on the chart. */
export interface ChartRange {
  from: number;
  to: number;
}

/** What the user chose: a preset tab, or arbitrary dates (already capped at the limit). */
export type ChartPeriodChange = { type: 'preset'; id: string } | ({ type: 'range' } & ChartRange);

export const TREND_TYPES = ['not_selected', 'linear', 'logarithmic', 'exponential'] as const;
export type TrendType = (typeof TREND_TYPES)[number];

/** Sizes in px of the texts A-/A+ change. */
export interface FontSizes {
  title: number;
  subtitle: number;
  axis: number;
  legend: number;
}
