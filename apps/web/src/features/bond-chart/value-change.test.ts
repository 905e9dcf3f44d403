import { describe, expect, it } from 'vitest';
import type { ChartPoint, ChartSeries } from '../../widgets/chart';
import { axisUnitOf, changeFromFirst, planLines, quantityOf } from './value-change';

const DAY = 86_400_000;
const d = (n: number) => Date.UTC(2026, 9, 1) + n * DAY;
const values = (points: readonly ChartPoint[]) => points.map(([, v]) => v);
const line = (id: string, model: 'bond' | 'index', data: ChartPoint[]): ChartSeries => ({
  id,
  name: id,
  model,
  data,
});

describe('change from the first point, by quantity', () => {
  it('measures a price and an index level in percent', () => {
    const price: ChartPoint[] = [
      [d(0), 98],
      [d(1), 99],
      [d(2), 96.04],
    ];
    const [a, b, c] = values(changeFromFirst(price, 'price'));
    expect(a).toBe(0);
    expect(b).toBeCloseTo(1.0204, 4);
    expect(c).toBeCloseTo(-2, 10);
    expect(
      values(
        changeFromFirst(
          [
            [d(0), 140],
            [d(1), 147],
          ],
          'index_level',
        ),
      ),
    ).toEqual([0, expect.closeTo(5, 10)]);
  });

  it('measures a yield as the difference in percentage points, not its percent change', () => {
    const yields: ChartPoint[] = [
      [d(0), 14.2],
      [d(1), 14.5],
      [d(2), 13.9],
    ];
    const change = values(changeFromFirst(yields, 'yield'));
    expect(change[0]).toBe(0);
    expect(change[1]).toBeCloseTo(0.3, 10);
    expect(change[2]).toBeCloseTo(-0.3, 10);
  });

  it('measures a spread near zero in basis points: +35 bp, never +700 %', () => {
    // The defect: a G-spread from 5 bp to 40 bp plotted as +700 %, and from 5 to -40
    // as -900 %.
    const spread: ChartPoint[] = [
      [d(0), 5],
      [d(1), 40],
      [d(2), -40],
    ];
    expect(values(changeFromFirst(spread, 'spread'))).toEqual([0, 35, -45]);
  });

  it('keeps gaps, starts from the first known point and leaves an empty line empty', () => {
    const gappy: ChartPoint[] = [
      [d(0), null],
      [d(1), 10],
      [d(2), null],
      [d(3), 12],
    ];
    expect(values(changeFromFirst(gappy, 'yield'))).toEqual([null, 0, null, 2]);
    expect(values(changeFromFirst([[d(0), null]], 'price'))).toEqual([null]);
  });

  it('has no percent change from a level at or below zero', () => {
    expect(
      values(
        changeFromFirst(
          [
            [d(0), 0],
            [d(1), 5],
          ],
          'index_level',
        ),
      ),
    ).toEqual([null, null]);
    // A difference needs no positive base: a spread from 0 is fine.
    expect(
      values(
        changeFromFirst(
          [
            [d(0), 0],
            [d(1), 5],
          ],
          'spread',
        ),
      ),
    ).toEqual([0, 5]);
  });
});

describe('quantities and units', () => {
  it('reads a bond by the tab, an index always as a level', () => {
    expect(quantityOf('bond', 'price')).toBe('price');
    expect(quantityOf('bond', 'yield')).toBe('yield');
    expect(quantityOf('bond', 'g_spread')).toBe('spread');
    expect(quantityOf('index', 'g_spread')).toBe('index_level');
  });

  it('names the unit of a level and of a change', () => {
    expect(axisUnitOf('price', false)).toBe('percent_of_face');
    expect(axisUnitOf('index_level', false)).toBe('points');
    expect(axisUnitOf('spread', false)).toBe('bp');
    expect(axisUnitOf('price', true)).toBe('change_percent');
    expect(axisUnitOf('index_level', true)).toBe('change_percent');
    expect(axisUnitOf('yield', true)).toBe('change_pp');
    expect(axisUnitOf('spread', true)).toBe('change_bp');
  });
});

describe('the lines of a comparison', () => {
  const bond = line('b1-1', 'bond', [
    [d(0), 10],
    [d(1), 20],
    [d(2), 30],
  ]);
  const other = line('b2-1', 'bond', [
    [d(1), 100],
    [d(2), 90],
  ]);
  const index = line('i1', 'index', [
    [d(0), 140],
    [d(1), 147],
    [d(2), 154],
  ]);

  it('keeps values in mode 1 and puts an index level on the right axis in points', () => {
    const plan = planLines([bond, index], 'price', 1);
    expect(plan).toMatchObject({ left: 'percent_of_face', right: 'points', change: false });
    expect(plan.series.map((s) => s.side)).toEqual(['left', 'right']);
    expect(plan.series[1]!.data).toEqual(index.data);
  });

  it('shows a G-spread comparison in mode 2 as bp from the common start, the index in %', () => {
    const plan = planLines([bond, other, index], 'g_spread', 2);
    expect(plan).toMatchObject({ left: 'change_bp', right: 'change_percent', change: true });
    expect(plan.series.map((s) => s.side)).toEqual(['left', 'left', 'right']);
    // Every line starts on day 1, the latest first day.
    expect(values(plan.series[0]!.data)).toEqual([0, 10]);
    expect(values(plan.series[1]!.data)).toEqual([0, -10]);
    expect(values(plan.series[2]!.data)).toEqual([0, expect.closeTo((154 / 147 - 1) * 100, 10)]);
  });

  it('draws prices and index levels on one percent axis in mode 2', () => {
    const plan = planLines([bond, index], 'price', 2);
    expect(plan).toMatchObject({ left: 'change_percent', right: null });
    expect(plan.series.every((s) => s.side === 'left')).toBe(true);
    expect(values(plan.series[0]!.data)).toEqual([0, 100, 200]);
  });

  it('stays absolute for a single line, whatever the mode', () => {
    const plan = planLines([bond], 'yield', 2);
    expect(plan).toMatchObject({ left: 'percent', right: null, change: false });
    expect(plan.series[0]!.data).toEqual(bond.data);
  });
});
