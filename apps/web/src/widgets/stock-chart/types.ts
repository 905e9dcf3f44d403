import type { ReactNode } from 'react';
import type { Candle } from './candles';

/**
 * The extended stock chart's props. Kept apart from the component so a page can import the
 * type (and the pure candle helpers) without pulling klinecharts out of the lazy chunk.
 */
export interface StockChartProps {
  /** Daily bars, oldest first; the page builds them from ticks. */
  candles: readonly Candle[];
  /** Shown above the chart (e.g. the bond's name and what is charted). */
  title: ReactNode;
  /** Visitors get no data (spec): nothing is drawn and `noDataMessage` is shown instead. */
  noData?: boolean;
  /** The sign-in notice, text or node, shown when `noData` is set. */
  noDataMessage?: ReactNode;
  /** Signed in without full access: axes, tooltips and value-printing tools are hidden. */
  valuesHidden?: boolean;
  /** Chart height in px; spec default 600. */
  height?: number;
  /** Decimals of prices on the axis and in the tooltip (spec: prices 4, yields 3). */
  pricePrecision?: number;
  /** Called with the number of finished drawings whenever it changes. */
  onDrawingsChange?(count: number): void;
}
