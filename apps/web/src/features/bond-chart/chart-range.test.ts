import { describe, expect, it } from 'vitest';
import type { BondSummary } from '@bondsight/contracts';
import { chartRange, dayMs, isoDay, periodEnd, rangeForHistory } from './chart-range';
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

  it('widens the period back to an added line whose data ended before it', () => {
    const range = chartRange(DEFAULT_CHART_SEARCH, dayMs('2026-11-24'));
    expect(isoDay(range.from)).toBe('2026-08-24');
    // Its data reaches into the period: nothing to change.
    expect(rangeForHistory(range, '2026-09-10')).toBeNull();
    expect(rangeForHistory(range, '2026-08-24')).toBeNull();
    // Matured before: the period starts three months (its length) before its last day.
    const wider = rangeForHistory(range, '2024-02-14');
    expect(wider).not.toBeNull();
    expect(wider).not.toBe('too_old');
    const days = wider as { from: number; to: number };
    expect(isoDay(days.to)).toBe('2026-11-24');
    expect(days.to - days.from).toBe(
      range.to - range.from + dayMs('2026-11-24') - dayMs('2024-02-14'),
    );
    // No further back than the 10-year limit; beyond it the line cannot be drawn.
    const capped = rangeForHistory(range, '2016-12-01') as { from: number; to: number };
    expect(isoDay(capped.from)).toBe('2016-11-24');
    expect(rangeForHistory(range, '2016-11-01')).toBe('too_old');
  });
});
