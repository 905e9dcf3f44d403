import { describe, expect, it } from 'vitest';
import type { BondSummary } from '@bondsight/contracts';
import { chartRange, dayMs, isoDay, periodEnd } from './chart-range';
import { DEFAULT_CHART_SEARCH } from './chart-search';

const bond = (statusId: number) =>
  ({ statusId, tradingGrounds: [{ id: 1, name: 'MOEX', maxDate: '2026-09-15' }] }) as BondSummary;

describe('the chart period', () => {
  it('ends today, or at the last trade of a matured (128) or early-redeemed (112) bond', () => {
    const now = Date.parse('2026-11-24T12:00:00Z');
    expect(isoDay(periodEnd(bond(192), now))).toBe('2026-11-24');
    expect(isoDay(periodEnd(bond(128), now))).toBe('2026-09-15');
    expect(isoDay(periodEnd(bond(112), now))).toBe('2026-09-15');
  });

  it('names the day a timestamp shows in chart time (UTC+3)', () => {
    // 22:00 UTC is already the next day in Moscow.
    expect(isoDay(Date.parse('2026-03-01T22:00:00Z'))).toBe('2026-03-02');
    expect(isoDay(dayMs('2026-03-01'))).toBe('2026-03-01');
  });

  it('takes the preset months before the end, or the URL dates', () => {
    const end = dayMs('2026-11-24');
    const preset = chartRange({ ...DEFAULT_CHART_SEARCH, period: '1y' }, end);
    expect([isoDay(preset.from), isoDay(preset.to)]).toEqual(['2025-11-24', '2026-11-24']);
    const arbitrary = chartRange(
      { ...DEFAULT_CHART_SEARCH, period: 'arbitrary', from: '2026-02-01', to: '2026-01-01' },
      end,
    );
    expect(arbitrary.from > arbitrary.to).toBe(true);
  });
});
