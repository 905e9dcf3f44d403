/**
 * The chart widget's public door. Pure helpers and types load with the page; the component
 * itself (and ECharts with it) loads on first render through LazyChartWidget (wrap it in
 * <Suspense>), or `lazy(() => import('.../chart/chart-widget'))`.
 */
import { lazy } from 'react';

export const LazyChartWidget = lazy(() => import('./chart-widget'));

export type { ChartWidgetProps } from './chart-props';
export * from './types';
export * from './constants';
export {
  cutToCommonStart,
  dropEmptySeries,
  latestCommonStart,
  spreadLine,
  VALUE_MODE,
} from './compare';
export type { ValueMode } from './compare';
export {
  BOND_PERIOD_TABS,
  capRange,
  DEFAULT_PERIOD_ID,
  isStartAfterEnd,
  latestTimestampMs,
  presetRange,
  rangeBeforeLatest,
} from './period';
export { formatAxisValue, formatValue, inMillions } from './format';
export { addMonths, chartDayStart, formatChartDate, toChartTime, fromChartTime } from './time';
export { fitExponential, fitLinear, fitLogarithmic, trendLine } from './trend';
export { entityPageUrl, legendLink } from './legend-link';
