import { describe, expect, it } from 'vitest';
import {
  buildMapOption,
  LABEL_EDGE,
  labelInside,
  MAP_COLOURS,
  type LabelLayoutParams,
} from './map-option';
import { buildMapView, groundForCurrency, pointKey } from './map-view';
import type { YieldMapData, YieldMapEndedPoint, YieldMapPoint } from './types';

const point = (over: Partial<YieldMapPoint>): YieldMapPoint => ({
  id: 1,
  currency_id: 1,
  trading_ground_id: 1,
  is_main_emission: 1,
  emission_name: 'A',
  date: '2026-11-20',
  price: 100,
  duration: 1,
  yield: 10,
  x: 1,
  y: 10,
  name: 'A',
  ttl: 'A (Issuer)',
  shape_only: false,
  ...over,
});

const data: YieldMapData = {
  emitentName: 'Issuer',
  emitentMap: [
    point({ id: 1, x: 1.5, y: 10 }),
    point({ id: 2, x: 3, y: 11 }),
    point({ id: 3, x: 4.2, y: 12, is_main_emission: 0 }),
    point({ id: 1, trading_ground_id: 4, x: 1.5, y: 10.1 }),
    point({ id: 5, currency_id: 2, trading_ground_id: 10, x: 2, y: 5 }),
  ],
  emitentMapCurrencies: [
    { id: 1, text: 'RUB' },
    { id: 2, text: 'USD' },
  ],
  emitentMapCurrencyId: 1,
  emitentMapCurvesData: {
    1: {
      name: 'G-curve',
      date: '2026-11-20',
      shape_only: false,
      points: [0.25, 1, 2, 3, 5, 7].map((x) => ({ x, y: 9 + x / 10 })),
    },
  },
  emitentMapGroundId: 1,
  emitentMapGrounds: {
    1: [
      { id: 1, text: 'Moscow Exchange' },
      { id: 4, text: 'Estimation' },
    ],
    2: [{ id: 10, text: 'US OTC' }],
  },
};

/** A bond that matured: its last quote at a duration near 0 and a high yield. */
const ended = (over: Partial<YieldMapEndedPoint>): YieldMapEndedPoint => ({
  ...point({ id: 9, x: 0.01, y: 17, name: 'Old' }),
  state: 'matured',
  ended_on: '2025-06-01',
  ...over,
});
const withEnded: YieldMapData = {
  ...data,
  emitentMapDate: '2026-11-20',
  emitentMapEnded: [
    ended({ id: 9 }),
    ended({ id: 10, x: 0.02, y: 16, is_main_emission: 0, state: 'redeemed_early' }),
    ended({ id: 11, trading_ground_id: 4 }),
  ],
};

const base = {
  data,
  currencyId: 1,
  groundId: 1,
  removed: new Set<string>(),
  added: [],
  trend: 'not_selected' as const,
};

describe('the map view', () => {
  it('splits main and related issues, cuts the curve and starts x at the smallest point', () => {
    const view = buildMapView(base);
    expect(view.main.map((p) => p.id)).toEqual([1, 2]);
    expect(view.others.map((p) => p.id)).toEqual([3]);
    expect(view.curve!.points.map(([x]) => x)).toEqual([0.25, 1, 2, 3]);
    expect(view.xMin).toBe(1.5);
    expect(view.trend).toBeNull();
  });

  it('drops removed points and recomputes the trend with added ones', () => {
    const all = buildMapView({ ...base, trend: 'linear' });
    const fewer = buildMapView({
      ...base,
      trend: 'linear',
      removed: new Set([pointKey({ id: 3, trading_ground_id: 1 })]),
    });
    expect(fewer.others).toHaveLength(0);
    expect(fewer.trend).not.toEqual(all.trend);
    const more = buildMapView({
      ...base,
      trend: 'linear',
      added: [{ key: 'added:1', duration: 6, yield: 14, pointName: 'Mine' }],
    });
    expect(more.trend![more.trend!.length - 1]![0]).toBe(6);
    // The curve reaches the added point's x now.
    expect(more.curve!.points.map(([x]) => x)).toEqual([0.25, 1, 2, 3, 5]);
  });

  it('leaves the ended bonds out unless asked, and never fits the trend through them', () => {
    const live = buildMapView({ ...base, trend: 'linear' });
    const hidden = buildMapView({ ...base, data: withEnded, trend: 'linear' });
    expect(hidden.ended).toEqual([]);
    // Two ended bonds on this currency and ground, one on the other ground.
    expect(hidden.endedCount).toBe(2);
    expect(hidden.trend).toEqual(live.trend);
    expect(hidden.xMin).toBe(1.5);

    const shown = buildMapView({ ...base, data: withEnded, trend: 'linear', showEnded: true });
    expect(shown.ended.map((p) => p.id)).toEqual([9, 10]);
    expect(shown.main.map((p) => p.id)).toEqual([1, 2]);
    // The same trend as without them: the live bonds' fit, drawn over the live bonds' x.
    expect(shown.trend).toEqual(live.trend);
    expect(shown.trend![0]![0]).toBe(1.5);
    // The axis starts at the ended points, so they are seen.
    expect(shown.xMin).toBe(0.01);
    // A removed ended point goes like any other.
    const fewer = buildMapView({
      ...base,
      data: withEnded,
      showEnded: true,
      removed: new Set([pointKey({ id: 9, trading_ground_id: 1 })]),
    });
    expect(fewer.ended.map((p) => p.id)).toEqual([10]);
  });

  it('keeps the ground on a currency change when the currency has it, else takes its first', () => {
    expect(groundForCurrency(data, 2, 1)).toBe(10);
    expect(groundForCurrency(data, 1, 4)).toBe(4);
  });

  it('draws ranks without the curve of values, and no added points on them', () => {
    const ranks: YieldMapData = {
      ...data,
      emitentMap: data.emitentMap.map((p) => ({ ...p, shape_only: true })),
    };
    const view = buildMapView({
      ...base,
      data: ranks,
      added: [{ key: 'added:1', duration: 6, yield: 14, pointName: 'Mine' }],
    });
    expect(view.shaped).toBe(true);
    expect(view.curve).toBeNull();
    expect(view.added).toHaveLength(0);
  });
});

describe('the map option', () => {
  const texts = {
    main: 'Issuer',
    others: 'Related',
    added: 'Added',
    ended: 'Ended',
    trend: 'Linear',
    xAxis: 'Duration',
    yAxis: 'Yield',
  };
  it('colours main issues blue and others orange-red, and hides axis values on ranks', () => {
    const option = buildMapOption({
      view: buildMapView({ ...base, trend: 'linear' }),
      selected: new Set(['2:1']),
      highlightId: 1,
      labels: true,
      allLabels: false,
      gridTop: 48,
      texts,
      tooltip: () => '',
    });
    const [main, others] = option.series as {
      itemStyle: { color: string };
      data: { key: string; symbol: string; itemStyle?: { borderWidth: number } }[];
      labelLayout: (params: LabelLayoutParams) => { hideOverlap: boolean; dx?: number };
    }[];
    expect(main!.itemStyle.color).toBe(MAP_COLOURS.main);
    expect(others!.itemStyle.color).toBe(MAP_COLOURS.others);
    expect(main!.data[0]!.symbol).toBe('diamond');
    expect(main!.data[1]!.itemStyle!.borderWidth).toBe(3);
    const inside = { labelRect: { x: 80, y: 60, width: 120, height: 14 } };
    expect(main!.labelLayout(inside)).toEqual({ hideOverlap: true });
    expect(option.xAxis.min).toBe(1.5);
    expect(option.yAxis.axisLabel.show).toBe(true);
    expect(option.series).toHaveLength(6);
  });

  it('moves a label cut by the canvas’ left or right edge inside it, whole (issue 30)', () => {
    // The leftmost point sits on the axis' minimum, 56 px in: a 140 px label centred on it
    // started 14 px left of the canvas.
    expect(labelInside({ labelRect: { x: -14, y: 60, width: 140, height: 14 } })).toEqual({
      dx: 14 + LABEL_EDGE,
    });
    expect(labelInside({ labelRect: { x: LABEL_EDGE, y: 60, width: 140, height: 14 } })).toEqual(
      {},
    );
    // The rightmost point's label, past a 900 px canvas by 30 px: moved left, whole.
    expect(labelInside({ labelRect: { x: 800, y: 60, width: 130, height: 14 } }, 900)).toEqual({
      dx: -(30 + LABEL_EDGE),
    });
    expect(labelInside({ labelRect: { x: 700, y: 60, width: 130, height: 14 } }, 900)).toEqual({});
    // Wider than the canvas: its start stays readable.
    expect(labelInside({ labelRect: { x: 10, y: 60, width: 300, height: 14 } }, 200)).toEqual({
      dx: -(10 - LABEL_EDGE),
    });
    const option = buildMapOption({
      view: buildMapView(base),
      selected: new Set(),
      labels: true,
      allLabels: true,
      gridTop: 133,
      texts,
      tooltip: () => '',
      canvasWidth: 600,
    });
    const [main] = option.series as {
      labelLayout: (params: LabelLayoutParams) => { hideOverlap: boolean; dx?: number };
    }[];
    // All labels: overlap allowed, and still kept inside, on either side; on the left inside
    // the plot (56 px), off the y axis' values.
    expect(main!.labelLayout({ labelRect: { x: -30, y: 0, width: 90, height: 14 } })).toEqual({
      hideOverlap: false,
      dx: 30 + 56 + LABEL_EDGE,
    });
    expect(main!.labelLayout({ labelRect: { x: 40, y: 0, width: 90, height: 14 } })).toEqual({
      hideOverlap: false,
      dx: 56 + LABEL_EDGE - 40,
    });
    expect(main!.labelLayout({ labelRect: { x: 550, y: 0, width: 90, height: 14 } })).toEqual({
      hideOverlap: false,
      dx: -42,
    });
  });

  it('draws ended bonds as grey rings in their own series, in the legend only when shown', () => {
    const build = (showEnded: boolean) =>
      buildMapOption({
        view: buildMapView({ ...base, data: withEnded, showEnded }),
        selected: new Set(),
        labels: false,
        allLabels: false,
        gridTop: 48,
        texts,
        tooltip: () => '',
      });
    const series = (option: ReturnType<typeof build>) =>
      option.series as { name: string; itemStyle: { color: string }; data: { symbol: string }[] }[];
    const on = series(build(true)).find((s) => s.name === 'Ended')! as ReturnType<
      typeof series
    >[number] & { symbol: string };
    expect(on.itemStyle.color).toBe(MAP_COLOURS.ended);
    expect(on.symbol).toBe('emptyCircle');
    expect(on.data.map((d) => d.symbol)).toEqual(['emptyCircle', 'emptyCircle']);
    expect(build(true).legend.data).toContain('Ended');
    expect(series(build(false)).find((s) => s.name === 'Ended')!.data).toEqual([]);
    expect(build(false).legend.data).not.toContain('Ended');
  });
});
