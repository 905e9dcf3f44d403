import { describe, expect, it } from 'vitest';
import type { ChartTick } from '@bondsight/contracts';
import { volumeSeries } from './volume-series';

const tick = (date: string, volume: number | null | undefined): ChartTick => ({
  date,
  date_numeric: Date.parse(`${date}T00:00:00Z`),
  model: 'bonds',
  id: 7,
  trading_ground_id: 1,
  trading_ground_name: 'MOEX',
  isIndex: false,
  shape_only: false,
  last_price: 99,
  ...(volume === undefined ? {} : { volume }),
});

describe('volumeSeries', () => {
  const ticks = [tick('2026-11-03', 500), tick('2026-11-02', 1200), tick('2026-11-04', null)];

  it("draws the bond's daily volumes as bars on the reversed chart, by date", () => {
    const series = volumeSeries(ticks, 'price', false, 'Volume, bonds')!;
    expect(series).toMatchObject({ id: 'volume', name: 'Volume, bonds', yAxis: 1, bars: true });
    expect(series.data).toEqual([
      [Date.UTC(2026, 10, 2), 1200],
      [Date.UTC(2026, 10, 3), 500],
      [Date.UTC(2026, 10, 4), null],
    ]);
  });

  it('is none on the yield and spread tabs, in a comparison, or without a traded day', () => {
    expect(volumeSeries(ticks, 'yield', false, 'V')).toBeNull();
    expect(volumeSeries(ticks, 'price', true, 'V')).toBeNull();
    expect(volumeSeries([tick('2026-11-02', undefined)], 'price', false, 'V')).toBeNull();
    expect(volumeSeries([tick('2026-11-02', 0)], 'price', false, 'V')).toBeNull();
  });
});
