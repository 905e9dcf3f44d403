import { describe, expect, it } from 'vitest';
import type { ChartTick } from '@bondsight/contracts';
import { archiveRows } from './archive-rows';
import { candlesFromTicks } from './candles-from-ticks';
import { chartSeries, groundNames, hasValues } from './chart-lines';
import type { CompareItem } from './compare-items';

const day = (date: string) => Date.parse(`${date}T00:00:00Z`);
const tick = (over: Partial<ChartTick> & { date: string }): ChartTick => ({
  date_numeric: day(over.date),
  model: 'bonds',
  id: 1,
  trading_ground_id: 1,
  trading_ground_name: 'MOEX',
  isIndex: false,
  shape_only: false,
  ...over,
});
const main: CompareItem = { model: 'bonds', id: 1, tgId: 1 };
const index: CompareItem = { model: 'index', id: 7, tgId: 0 };

describe('chart lines from ticks', () => {
  const ticks = [
    tick({ date: '2025-03-04', last_price: 99.5, ytm_last: 12.1 }),
    tick({ date: '2025-03-03', last_price: 99.1, ytm_last: null }),
    tick({
      date: '2025-03-03',
      model: 'index',
      id: 7,
      isIndex: true,
      value: 140,
      trading_ground_id: null,
      trading_ground_name: null,
    }),
  ];

  it('groups the ticks by line, in the order asked, each by date', () => {
    const { series, missing } = chartSeries([main, index], ticks, 'price', (i) => `#${i.id}`);
    expect(series.map((s) => s.id)).toEqual(['b1-1', 'i7']);
    expect(series[0]!.data).toEqual([
      [day('2025-03-03'), 99.1],
      [day('2025-03-04'), 99.5],
    ]);
    // An index line shows its value whatever the tab.
    expect(series[1]!.data).toEqual([[day('2025-03-03'), 140]]);
    expect(series[1]).toMatchObject({ model: 'index', link: true, removable: true });
    expect(missing).toEqual([]);
  });

  it('names the ground of each bond line', () => {
    expect([...groundNames(ticks)]).toEqual([['b1-1', 'MOEX']]);
  });

  it('reports a line without values, and which tabs have data', () => {
    const other: CompareItem = { model: 'bonds', id: 2, tgId: 1 };
    expect(chartSeries([main, other], ticks, 'yield', String).missing).toEqual([other]);
    expect(hasValues(ticks, 'yield')).toBe(true);
    expect(hasValues(ticks, 'g_spread')).toBe(false);
  });

  it('merges the price, yield and spread answers into archive rows, newest first', () => {
    const rows = archiveRows(
      [
        tick({ date: '2025-03-03', last_price: 99.1, volume: 10 }),
        tick({ date: '2025-03-04', last_price: 99.5 }),
      ],
      [tick({ date: '2025-03-04', ytm_last: 12.1, shape_only: true })],
      [tick({ date: '2025-03-03', g_spread: 45 })],
    );
    expect(rows.map((r) => [r.date, r.lastPrice, r.ytm, r.gSpread, r.shapeOnly])).toEqual([
      ['2025-03-04', 99.5, 12.1, null, true],
      ['2025-03-03', 99.1, null, 45, false],
    ]);
  });

  it('builds candles from the day range where there is one, from closes otherwise', () => {
    const candles = candlesFromTicks([
      tick({
        date: '2025-03-03',
        last_price: 99,
        open_price: 98.8,
        min_price: 98.5,
        max_price: 99.2,
      }),
      tick({ date: '2025-03-04', last_price: 99.6 }),
    ]);
    expect(candles).toEqual([
      expect.objectContaining({ open: 98.8, high: 99.2, low: 98.5, close: 99 }),
      expect.objectContaining({ open: 99, high: 99.6, low: 99, close: 99.6 }),
    ]);
  });
});
