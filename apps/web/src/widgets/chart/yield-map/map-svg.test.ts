import { init, use as registerParts } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { describe, expect, it } from 'vitest';
import './echarts-map-setup';
import { buildMapOption } from './map-option';
import { buildMapView } from './map-view';
import type { YieldMapData, YieldMapPoint } from './types';

registerParts([SVGRenderer]);

const point = (id: number, main: 0 | 1): YieldMapPoint => ({
  id,
  currency_id: 1,
  trading_ground_id: 1,
  is_main_emission: main,
  emission_name: `Bond ${id}`,
  date: '2026-11-20',
  price: 100,
  duration: id,
  yield: 9 + Math.log(id),
  x: id,
  y: 9 + Math.log(id),
  name: `Bond ${id}`,
  ttl: `Bond ${id}`,
  shape_only: false,
});

const data: YieldMapData = {
  emitentName: 'Issuer',
  emitentMap: [point(1, 1), point(2, 1), point(3, 0), point(5, 1)],
  emitentMapCurrencies: [{ id: 1, text: 'RUB' }],
  emitentMapCurrencyId: 1,
  emitentMapCurvesData: {
    1: {
      name: 'G-curve',
      date: '2026-11-20',
      shape_only: false,
      points: [0.5, 1, 3, 5, 10].map((x) => ({ x, y: 8 + x / 5 })),
    },
  },
  emitentMapGroundId: 1,
  emitentMapGrounds: { 1: [{ id: 1, text: 'Moscow Exchange' }] },
};

describe('the map drawn by real ECharts', () => {
  it('renders points, labels, the curve and the trend to SVG', () => {
    const view = buildMapView({
      data,
      currencyId: 1,
      groundId: 1,
      removed: new Set(),
      added: [],
      trend: 'logarithmic',
    });
    const chart = init(null, null, { renderer: 'svg', ssr: true, width: 800, height: 650 });
    chart.setOption(
      buildMapOption({
        view,
        selected: new Set(),
        highlightId: 2,
        labels: true,
        allLabels: true,
        gridTop: 133,
        texts: {
          main: 'Issuer bonds',
          others: 'Related',
          added: 'Added',
          ended: 'Ended',
          trend: 'Logarithmic',
          xAxis: 'Duration, years',
          yAxis: 'Yield, %',
        },
        tooltip: () => '',
      }) as never,
    );
    const svg = chart.renderToSVGString();
    chart.dispose();
    expect(svg).toContain('Bond 5');
    expect(svg).toContain('G-curve');
    expect(svg).toContain('Logarithmic');
    expect(svg).toContain('Duration, years');
  });
});
