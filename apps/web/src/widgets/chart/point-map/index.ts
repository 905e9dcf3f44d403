/**
 * The point map's door: the component (and ECharts) load on first render through
 * LazyPointMap (wrap it in <Suspense>); the types load with the page.
 */
import { lazy } from 'react';

export const LazyPointMap = lazy(() => import('./point-map'));
export type { PointMapElement, PointMapOption, PointMapProps } from './point-map';
