import { describe, expect, it } from 'vitest';
import type { ChartColumns, ChartTick } from '@bondsight/contracts';
import { ticksFromColumns } from './ticks-from-columns';

const bond = {
  model: 'bonds',
  id: 7,
  trading_ground_id: 1,
  trading_ground_name: 'Moscow Exchange',
  isIndex: false,
  shape_only: false,
} as const;
const index = {
  model: 'index',
  id: 3,
  trading_ground_id: null,
  trading_ground_name: null,
  isIndex: true,
  shape_only: true,
} as const;
const day = (date: string) => ({ date, date_numeric: Date.parse(`${date}T00:00:00Z`) });

describe('the compact chart answer read back as ticks', () => {
  it("rebuilds each line's ticks: shared fields, each value column, freshness on the newest", () => {
    const columns: ChartColumns = {
      format: 'columns',
      lines: [
        {
          ...bond,
          dates: ['2026-11-18', '2026-11-19', '2026-11-20'],
          values: {
            last_price: [99.5, null, 99.7],
            open_price: [99.4, null, 99.6],
            min_price: [99.3, null, 99.5],
            max_price: [99.6, null, 99.8],
            volume: [1000, null, 0],
          },
          age_days: 10,
          stale: true,
        },
        { ...index, dates: ['2026-11-19', '2026-11-20'], values: { value: [0, 100] } },
      ],
    };
    const ticks: ChartTick[] = [
      {
        ...day('2026-11-18'),
        ...bond,
        last_price: 99.5,
        open_price: 99.4,
        min_price: 99.3,
        max_price: 99.6,
        volume: 1000,
      },
      {
        ...day('2026-11-19'),
        ...bond,
        last_price: null,
        open_price: null,
        min_price: null,
        max_price: null,
        volume: null,
      },
      {
        ...day('2026-11-20'),
        ...bond,
        last_price: 99.7,
        open_price: 99.6,
        min_price: 99.5,
        max_price: 99.8,
        volume: 0,
        age_days: 10,
        stale: true,
      },
      { ...day('2026-11-19'), ...index, value: 0 },
      { ...day('2026-11-20'), ...index, value: 100 },
    ];
    expect(ticksFromColumns(columns)).toStrictEqual(ticks);
  });

  it('adds no field a line does not carry (a visitor gets the close alone)', () => {
    const [tick] = ticksFromColumns({
      format: 'columns',
      lines: [{ ...bond, shape_only: true, dates: ['2026-11-20'], values: { last_price: [50] } }],
    }) as ChartTick[];
    expect(Object.keys(tick!).sort()).toEqual(
      [...Object.keys(bond), 'date', 'date_numeric', 'last_price'].sort(),
    );
  });

  it('passes the latest earlier date, a ticks answer and no lines as they are', () => {
    expect(ticksFromColumns(1_790_000_000_000)).toBe(1_790_000_000_000);
    const ticks: ChartTick[] = [{ ...day('2026-11-20'), ...bond, ytm_last: 14.2 }];
    expect(ticksFromColumns(ticks)).toBe(ticks);
    expect(ticksFromColumns({ format: 'columns', lines: [] })).toEqual([]);
  });
});
