/** The chart widget's props: data and state in, the user's choices out. It never fetches. */
import type { ExportFormat } from './constants';
import type {
  ChartPeriodChange,
  ChartPeriodTab,
  ChartRange,
  ChartSeries,
  TrendType,
  ValueAxis,
} from './types';

export interface ChartWidgetProps {
  /** The element id: the page's anchor, and the name of the chart's full-screen cookie. */
  id: string;
  /** The lines, in legend order; the first takes the main colour #5eb5e2 unless it has one. */
  series: readonly ChartSeries[];
  /** Drawn in the chart, so exports carry it. */
  title?: string;
  /** Text under the controls. */
  description?: string;
  /** Unit of the values (%, RUB...), shown by the y axis and the tooltip. */
  measure?: string;
  /** The left axis when it needs more than `measure`: a title unlike its unit, signed values. */
  valueAxis?: ValueAxis;
  /** The right axis, of the lines with `side: 'right'`; drawn while one of them is shown. */
  rightAxis?: ValueAxis;
  /** The reversed chart's axis, of the series with `yAxis: 1` (their unit in the tooltip). */
  secondaryAxis?: ValueAxis;
  /**
   * Below full access the server sends only the shape: the y axis values and the tooltip
   * values are hidden, the tooltip names the lines only.
   */
  valuesHidden?: boolean;
  loading?: boolean;
  /** Hides the chart and shows the no-data message (`noDataText`, default errors:no_graph_data). */
  noData?: boolean;
  noDataText?: string;
  /** Shown in red above the chart when set; the page clears it when the dates change. */
  renderError?: string | null;

  /** Preset tabs (the bond page passes BOND_PERIOD_TABS); none hides the tab row. */
  periods?: readonly ChartPeriodTab[];
  /** The active tab id, or 'arbitrary' for dates chosen with the pickers. */
  period: string;
  /** The dates the chart shows (for a preset too: the pickers display them). */
  range: ChartRange;
  /** Shows the arbitrary period tab and the from/to date pickers; default true. */
  arbitraryPeriod?: boolean;
  /** Cap of the arbitrary period in years; default 10. */
  periodLimitYears?: number;
  /** A preset tab or new dates (already capped: moving one end pushed the other). */
  onPeriodChange?(change: ChartPeriodChange): void;

  /** Shows the trend selector; default true. */
  trendSelector?: boolean;
  defaultTrend?: TrendType;
  onTrendChange?(trend: TrendType): void;

  /** The legend showed or hid a line. */
  onSeriesToggle?(id: string, visible: boolean): void;
  /** The legend's remove button (series with `removable`); the page drops the line. */
  onSeriesRemove?(id: string): void;

  /** Initial state of the 'Show logo' checkbox; default true. */
  defaultShowLogo?: boolean;
  /** Full access: shows the export menu (print, PNG, JPEG, PDF, SVG). */
  canExport?: boolean;
  /** Told after each export, e.g. to log the action. */
  onExport?(format: ExportFormat): void;
  /** An export failed (the widget also shows a short message). */
  onExportError?(format: ExportFormat, error: unknown): void;

  /** Adds zoom (mouse wheel and a slider under the chart); default false. */
  zoom?: boolean;
  /** Chart height in px; default 600 (CHART_HEIGHT.map 650 for a map). */
  height?: number;
  /** Export source height in px; default 800 (EXPORT_HEIGHT.map 850 for a map). */
  exportHeight?: number;
  className?: string;
}
