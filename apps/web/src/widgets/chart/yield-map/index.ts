/**
 * The yield map's public door: types and pure helpers load with the page; the component (and
 * ECharts) on first render through LazyYieldMap (wrap it in <Suspense>).
 */
import { lazy } from 'react';

export const LazyYieldMap = lazy(() => import('./yield-map'));
export type { YieldMapProps } from './yield-map';
export type { MapExportFormat } from './map-export';
export type { AddedPoint, YieldMapData, YieldMapPoint } from './types';
export { MAP_LABEL_SPACING, cutCurve, mapAxisMin, mapLayout } from './map-layout';
export { fitMapTrend, mapTrendLine } from './map-trend';
