import { describe, expect, it } from 'vitest';
import type { LadderResponse, LadderRow } from '@bondsight/contracts';
import { ladderOption, ladderSeries } from './ladder-chart-option';

const row = (month: string, currency: string, over: Partial<LadderRow> = {}): LadderRow => ({
  month,
  currency,
  coupons: 0,
  amortisations: 0,
  redemptions: 0,
  total: 0,
  puts: 0,
  events: [],
  ...over,
});
const ladder = (rows: LadderRow[]): LadderResponse => ({
  watchlistId: 1,
  name: 'L',
  from: '2026-11-21',
  to: '2029-11-20',
  rows,
  totals: [],
});

describe('the ladder chart', () => {
  it('has a bar series per currency and part, months in order, zeros where nothing is paid', () => {
    const { months, series } = ladderSeries(
      ladder([
        row('2027-01', 'RUB', { coupons: 50, redemptions: 1000 }),
        row('2026-12', 'RUB', { coupons: 40 }),
        row('2026-12', 'USD', { coupons: 7 }),
      ]),
    );
    expect(months).toEqual(['2026-12', '2027-01']);
    expect(series.map((s) => [s.name, s.values])).toEqual([
      ['coupons:RUB', [40, 50]],
      ['redemptions:RUB', [0, 1000]],
      ['coupons:USD', [7, 0]],
    ]);
  });

  it('stacks each currency on its own, never adding currencies up', () => {
    const option = ladderOption(
      ladder([row('2026-12', 'RUB', { coupons: 1 }), row('2026-12', 'USD', { coupons: 2 })]),
      { part: (p) => p, month: (m) => m },
    );
    expect(option.series.map((s) => s.stack)).toEqual(['RUB', 'USD']);
    expect(option.series.every((s) => s.type === 'bar')).toBe(true);
  });
});
