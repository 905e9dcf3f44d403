import { describe, expect, it } from 'vitest';
import type { ChartColumns, ChartSteps, ChartTick } from '@bondsight/contracts';
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

  it('reads the step form back as the same ticks: days, coded steps and plain fields', () => {
    const steps: ChartSteps = {
      format: 'steps',
      lines: [
        {
          ...bond,
          from: '2026-02-27',
          // Over a month end and a weekend: 27 Feb, 2 Mar, 3 Mar.
          days: [0, 3, 1],
          decimals: { last_price: 3, volume: 0 },
          values: {
            last_price: [99501, null, 197],
            volume: [1000, null, -1000],
            // A computed yield, too long for steps: sent as its values.
            ytm_last: [14.123456789, null, 14.2],
          },
          age_days: 2,
          stale: false,
        },
        {
          ...index,
          from: '2026-03-03',
          days: [0],
          decimals: { value: 2 },
          values: { value: [10123] },
        },
      ],
    };
    const columns: ChartColumns = {
      format: 'columns',
      lines: [
        {
          ...bond,
          dates: ['2026-02-27', '2026-03-02', '2026-03-03'],
          values: {
            last_price: [99.501, null, 99.698],
            volume: [1000, null, 0],
            ytm_last: [14.123456789, null, 14.2],
          },
          age_days: 2,
          stale: false,
        },
        { ...index, dates: ['2026-03-03'], values: { value: [101.23] } },
      ],
    };
    expect(ticksFromColumns(steps)).toStrictEqual(ticksFromColumns(columns));
  });

  it('adds the steps of a long line without drift: each value exactly as written', () => {
    const prices = Array.from({ length: 800 }, (_, i) =>
      Number((100 + Math.sin(i) * 7).toFixed(3)),
    );
    const units = prices.map((p) => Math.round(p * 1000));
    const ticks = ticksFromColumns({
      format: 'steps',
      lines: [
        {
          ...bond,
          from: '2024-01-01',
          days: prices.map((_, i) => (i === 0 ? 0 : 1)),
          decimals: { last_price: 3 },
          values: { last_price: units.map((u, i) => u - (units[i - 1] ?? 0)) },
        },
      ],
    }) as ChartTick[];
    expect(ticks.map((t) => t.last_price)).toEqual(prices);
    expect(ticks.at(-1)!.date).toBe('2026-03-10');
  });
});
