import type { ChartTick } from '@bondsight/contracts';
import { candlesFromDailyCloses, type Candle } from '../../widgets/stock-chart/candles';

/**
 * Daily bars of the extended chart from price ticks: a tick with its day's open, low and high
 * gives them; a day known by its last price only borrows the previous close as its open.
 */
export function candlesFromTicks(ticks: readonly ChartTick[]): Candle[] {
  const priced = ticks.filter((tick) => typeof tick.last_price === 'number');
  const fromCloses = candlesFromDailyCloses(
    priced.map((tick) => ({
      timestamp: tick.date_numeric,
      close: tick.last_price!,
      volume: tick.volume ?? null,
    })),
  );
  const byTime = new Map(priced.map((tick) => [tick.date_numeric, tick]));
  return fromCloses.map((candle) => {
    const tick = byTime.get(candle.timestamp);
    const open = tick?.open_price ?? candle.open;
    const close = candle.close;
    const high = Math.max(tick?.max_price ?? candle.high, open, close);
    const low = Math.min(tick?.min_price ?? candle.low, open, close);
    return { ...candle, open, high, low };
  });
}
