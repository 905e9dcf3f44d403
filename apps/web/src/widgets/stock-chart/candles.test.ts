import { describe, expect, it } from 'vitest';
import { candlesFromDailyCloses } from './candles';

const day = (n: number) => Date.UTC(2026, 0, n);

describe('candlesFromDailyCloses', () => {
  it('opens each bar at the previous close and spans open and close', () => {
    const candles = candlesFromDailyCloses([
      { timestamp: day(1), close: 100 },
      { timestamp: day(2), close: 101.5 },
      { timestamp: day(3), close: 99 },
    ]);
    expect(candles).toEqual([
      { timestamp: day(1), open: 100, high: 100, low: 100, close: 100 },
      { timestamp: day(2), open: 100, high: 101.5, low: 100, close: 101.5 },
      { timestamp: day(3), open: 101.5, high: 101.5, low: 99, close: 99 },
    ]);
  });

  it('passes volume through, and leaves it out when absent or not a number', () => {
    const candles = candlesFromDailyCloses([
      { timestamp: day(1), close: 100, volume: 2500 },
      { timestamp: day(2), close: 100, volume: null },
      { timestamp: day(3), close: 100, volume: 0 },
    ]);
    expect(candles.map((candle) => candle.volume)).toEqual([2500, undefined, 0]);
    expect('volume' in candles[1]!).toBe(false);
  });

  it('sorts by time and skips points without a finite close', () => {
    const candles = candlesFromDailyCloses([
      { timestamp: day(3), close: 98 },
      { timestamp: day(1), close: 100 },
      { timestamp: day(2), close: Number.NaN },
    ]);
    expect(candles.map((candle) => [candle.timestamp, candle.open, candle.close])).toEqual([
      [day(1), 100, 100],
      [day(3), 100, 98],
    ]);
  });

  it('lets a later tick at the same moment replace the bar, keeping its open', () => {
    const candles = candlesFromDailyCloses([
      { timestamp: day(1), close: 100 },
      { timestamp: day(2), close: 102, volume: 10 },
      { timestamp: day(2), close: 103, volume: 30 },
      { timestamp: day(3), close: 101 },
    ]);
    expect(candles).toEqual([
      { timestamp: day(1), open: 100, high: 100, low: 100, close: 100 },
      { timestamp: day(2), open: 100, high: 103, low: 100, close: 103, volume: 30 },
      { timestamp: day(3), open: 103, high: 103, low: 101, close: 101 },
    ]);
  });

  it('gives nothing for no points', () => {
    expect(candlesFromDailyCloses([])).toEqual([]);
  });
});
