/** One bar of the stock chart: a moment in ms since the epoch, prices, and traded volume. */
export interface Candle {
  timestamp: number;
  open: number;
  high: number;
  low: number;
  close: number;
  /** Traded volume for the bar; absent when the source did not report it. */
  volume?: number;
}

/** A stored tick that may carry only the last (closing) price of the day. */
export interface ClosePoint {
  timestamp: number;
  close: number;
  volume?: number | null;
}

/**
 * Builds candles where only daily closes exist: our stored ticks often carry a last price
 * alone. Each bar opens at the previous close (the first at its own close) so the bodies
 * show the day's move; high and low span open and close. Volume passes through untouched.
 * Points are sorted by time; points without a finite close are skipped so one bad tick does
 * not break the chain, and a repeated timestamp updates its bar (the later tick wins) rather
 * than drawing two bars at one moment.
 */
export function candlesFromDailyCloses(points: readonly ClosePoint[]): Candle[] {
  const sorted = points
    .filter((point) => Number.isFinite(point.close) && Number.isFinite(point.timestamp))
    .sort((a, b) => a.timestamp - b.timestamp);
  const candles: Candle[] = [];
  let previousClose: number | null = null;
  for (const point of sorted) {
    const last = candles.at(-1);
    if (last && last.timestamp === point.timestamp) candles.pop();
    const open =
      last && last.timestamp === point.timestamp ? last.open : (previousClose ?? point.close);
    const candle: Candle = {
      timestamp: point.timestamp,
      open,
      high: Math.max(open, point.close),
      low: Math.min(open, point.close),
      close: point.close,
    };
    if (typeof point.volume === 'number' && Number.isFinite(point.volume)) {
      candle.volume = point.volume;
    }
    candles.push(candle);
    previousClose = point.close;
  }
  return candles;
}
