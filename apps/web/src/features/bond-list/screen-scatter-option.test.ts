import { describe, expect, it } from 'vitest';
import type { ScreenScatterCurve, ScreenScatterPoint } from '@bondsight/contracts';
import {
  buildScatterOption,
  curveWithin,
  GROUP_COLOURS,
  legendOf,
  ratingGroupOf,
  type ScatterColouring,
} from './screen-scatter-option';

const point = (id: number, over: Partial<ScreenScatterPoint> = {}): ScreenScatterPoint => ({
  id,
  name: `Bond ${id}`,
  isin: null,
  emitentName: `Issuer ${id}`,
  bondKind: 'corporate',
  currency: 'RUB',
  yield: 10 + id,
  duration: id,
  rating: null,
  priceDate: '2026-11-20',
  ...over,
});

const curve: ScreenScatterCurve = {
  currency: 'RUB',
  name: 'OFZ zero curve',
  date: '2026-11-19',
  points: [0.5, 1, 2, 3, 5, 10].map((term) => ({ term, duration: term / 1.1, yield: 10 })),
};

const build = (points: ScreenScatterPoint[], colouring: ScatterColouring = 'rating') =>
  buildScatterOption({
    points,
    curve,
    colouring,
    narrow: false,
    texts: {
      xAxis: 'Modified duration, years',
      yAxis: 'Yield, %',
      group: (id) => `group ${id}`,
      curve: 'OFZ zero curve, 19 Nov 2026',
    },
    tooltip: (p) => `tip ${p.name}`,
  });

describe('the screen map’s option', () => {
  it('buckets ratings AAA–AA-, A+–A-, BBB+–BBB-, BB+–BB-, B+ and below, unrated', () => {
    expect(ratingGroupOf('AAA')).toBe('aa');
    expect(ratingGroupOf('AA-')).toBe('aa');
    expect(ratingGroupOf('A+')).toBe('a');
    expect(ratingGroupOf('A-')).toBe('a');
    expect(ratingGroupOf('BBB+')).toBe('bbb');
    expect(ratingGroupOf('BBB-')).toBe('bbb');
    expect(ratingGroupOf('BB+')).toBe('bb');
    expect(ratingGroupOf('BB-')).toBe('bb');
    expect(ratingGroupOf('B+')).toBe('b');
    expect(ratingGroupOf('D')).toBe('b');
    expect(ratingGroupOf(null)).toBe('unrated');
  });

  it('draws one coloured series per group that has points, in the buckets’ order, then the curve', () => {
    const points = [
      point(1, { rating: 'BB' }),
      point(2, { rating: 'AAA' }),
      point(3),
      point(4, { rating: 'AA' }),
    ];
    const option = build(points);
    expect(option.series.map((s) => s.name)).toEqual([
      'group aa',
      'group bb',
      'group unrated',
      'OFZ zero curve, 19 Nov 2026',
    ]);
    const aa = option.series[0]!;
    expect(aa.itemStyle).toMatchObject({ color: GROUP_COLOURS.aa });
    expect(aa.data).toEqual([
      { key: '2', name: 'Bond 2', value: [2, 12] },
      { key: '4', name: 'Bond 4', value: [4, 14] },
    ]);
    expect(option.series.at(-1)).toMatchObject({ type: 'line', showSymbol: false });
  });

  it('lists the legend’s groups that have points, in order, with their counts', () => {
    const points = [
      point(1, { rating: 'B-', bondKind: 'bank' }),
      point(2, { rating: 'A' }),
      point(3, { rating: 'CCC' }),
    ];
    expect(legendOf(points, 'rating')).toEqual([
      { id: 'a', colour: GROUP_COLOURS.a, count: 1 },
      { id: 'b', colour: GROUP_COLOURS.b, count: 2 },
    ]);
    expect(legendOf(points, 'kind').map((g) => [g.id, g.count])).toEqual([
      ['corporate', 2],
      ['bank', 1],
    ]);
  });

  it('colours by issuer kind on request', () => {
    const option = build(
      [point(1, { bondKind: 'bank' }), point(2, { bondKind: 'sovereign' })],
      'kind',
    );
    expect(option.series.map((s) => s.name).slice(0, 2)).toEqual(['group sovereign', 'group bank']);
    expect(option.series[1]!.itemStyle).toMatchObject({ color: GROUP_COLOURS.bank });
  });

  it('titles the axes: modified duration in years across, yield in % up', () => {
    const option = build([point(1)]);
    expect(option.xAxis.name).toBe('Modified duration, years');
    expect(option.yAxis.name).toBe('Yield, %');
    expect(option.xAxis.min).toBe(0);
  });

  it('tells the tooltip the point under the pointer, by key', () => {
    const option = build([point(7)]);
    expect(option.tooltip.formatter({ data: { key: '7' } })).toBe('tip Bond 7');
    expect(option.tooltip.formatter({ data: {} })).toBe('');
  });

  it('cuts the curve just past the longest duration among the points', () => {
    const line = curveWithin(curve, [point(1, { duration: 2.2 })]);
    expect(line.map(([x]) => x)).toEqual([0.5, 1, 2, 3].map((t) => t / 1.1));
    expect(curveWithin(curve, [point(1, { duration: 50 })])).toHaveLength(6);
  });

  it('draws no curve line without a curve', () => {
    const option = buildScatterOption({
      ...{ points: [point(1)], colouring: 'rating', narrow: true, tooltip: () => '' },
      curve: null,
      texts: { xAxis: 'x', yAxis: 'y', group: (id) => id, curve: 'c' },
    });
    expect(option.series.map((s) => s.type)).toEqual(['scatter']);
  });
});
