/**
 * The web tests that need a module registry of their own: those that mock a module (vi.mock),
 * and those that initialise the shared i18next instance with real labels (every other file
 * expects the bare keys) or start klinecharts (its keyboard listener outlives the file).
 */
export const webIsolatedTests = [
  'apps/web/src/lib/i18n.test.ts',
  'apps/web/src/features/bond-chart/components/comparison-panel.test.tsx',
  'apps/web/src/widgets/stock-chart/stock-chart.test.tsx',
  'apps/web/src/widgets/stock-chart/chart-setup.test.ts',
  'apps/web/src/features/watchlist/components/watchlist-view.test.tsx',
  'apps/web/src/features/bond-chart/components/compare-controls.test.tsx',
  'apps/web/src/features/bond-list/components/screen-export.test.tsx',
  'apps/web/src/widgets/network-graph/network-graph.test.tsx',
  'apps/web/src/widgets/network-graph/use-graph-chart.test.tsx',
  'apps/web/src/widgets/chart/chart-widget.test.tsx',
  'apps/web/src/widgets/chart/chart-widget-controls.test.tsx',
  'apps/web/src/widgets/chart/chart-widget-export.test.tsx',
  'apps/web/src/widgets/chart/yield-map/map-export.test.tsx',
  'apps/web/src/widgets/chart/yield-map/yield-map.test.tsx',
];
