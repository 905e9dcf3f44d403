/*
 * The relationship network graph widget. This entry is light (no ECharts): the types, the
 * spec's constants and rules, and the component behind React.lazy.
 */
import { lazy } from 'react';

export type { GraphLink, GraphNode, GraphTexts } from './graph-types';
export type { NetworkGraphProps } from './network-graph';
export * from './graph-rules';

export const LazyNetworkGraph = lazy(() => import('./network-graph'));
