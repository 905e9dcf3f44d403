import { describe, expect, it } from 'vitest';
import { renderMapSvg } from './map-image';
import { buildMapOption } from './map-option';
import { buildMapView } from './map-view';
import type { YieldMapData, YieldMapPoint } from './types';

const point = (id: number): YieldMapPoint => ({
  id,
  currency_id: 1,
  trading_ground_id: 1,
  is_main_emission: 1,
  emission_name: `Bond ${id}`,
  date: '2026-11-20',
  price: 100,
  duration: id,
  yield: 9 + id / 3,
  x: id,
  y: 9 + id / 3,
  name: `Bond ${id}`,
  ttl: `Bond ${id}`,
  shape_only: false,
});

const data: YieldMapData = {
  emitentName: 'Issuer',
  emitentMap: [point(1), point(2), point(4)],
  emitentMapCurrencies: [{ id: 1, text: 'RUB' }],
  emitentMapCurrencyId: 1,
  emitentMapCurvesData: {},
  emitentMapGroundId: 1,
  emitentMapGrounds: { 1: [{ id: 1, text: 'Moscow Exchange' }] },
};

/** Real ECharts, SVG renderer in server-side mode: the map's own option, titled. */
describe('the yield map as an SVG file', () => {
  it('draws the points, the axis titles and the title of issuer, currency, ground and date', () => {
    const view = buildMapView({
      data,
      currencyId: 1,
      groundId: 1,
      removed: new Set(),
      added: [],
      trend: 'linear',
    });
    const option = buildMapOption({
      view,
      selected: new Set(),
      labels: true,
      allLabels: false,
      gridTop: 48,
      texts: {
        main: 'Issuer bonds',
        others: 'Related',
        added: 'Added',
        ended: 'Ended',
        trend: 'Linear',
        xAxis: 'Duration, years',
        yAxis: 'Yield, %',
      },
      tooltip: () => '',
    });
    const svg = renderMapSvg({
      option,
      title: 'Issuer · RUB · Moscow Exchange · 20.11.2026',
      width: 900,
      height: 850,
    });
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('width="900"');
    expect(svg).toContain('height="882"');
    expect(svg).toContain('Issuer · RUB · Moscow Exchange · 20.11.2026');
    expect(svg).toContain('Bond 4');
    expect(svg).toContain('Duration, years');
    expect(svg).toContain('Linear');
  });
});
