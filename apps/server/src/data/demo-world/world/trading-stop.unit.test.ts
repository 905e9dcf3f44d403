import { describe, expect, it } from 'vitest';
import { formatIsoDate, parseIsoDate } from '@bondsight/bond-math';
import { noiseScale } from '../market/bond-series';
import { lastTradingDayBefore, recordDate } from './trading-stop';

const day = (iso: string) => parseIsoDate(iso);
const text = (d: number) => formatIsoDate(d as ReturnType<typeof parseIsoDate>);

describe('the trading stop before a redemption', () => {
  it('fixes the register on the business day before the redemption', () => {
    expect(text(recordDate(day('2026-09-16')))).toBe('2026-09-15'); // Wednesday -> Tuesday
    expect(text(recordDate(day('2026-09-14')))).toBe('2026-09-11'); // Monday -> Friday
  });

  it('trades last on the business day before the record date (T+1 settles on it)', () => {
    expect(text(lastTradingDayBefore(day('2026-09-16')))).toBe('2026-09-14');
    expect(text(lastTradingDayBefore(day('2026-09-15')))).toBe('2026-09-11');
    // A redemption on a weekend: record date Friday, last trade Thursday.
    expect(text(lastTradingDayBefore(day('2026-09-19')))).toBe('2026-09-17');
  });
});

describe('price noise near the workout date', () => {
  it('is whole from a year out and shrinks with the time left', () => {
    const workout = day('2027-06-30');
    expect(noiseScale(day('2025-01-10'), workout)).toBe(1);
    expect(noiseScale(day('2027-06-30'), workout)).toBe(0);
    expect(noiseScale(day('2027-05-31'), workout)).toBeCloseTo(30 / 365, 12);
  });
});
