import {
  ESTIMATION_TRADING_GROUND_ID,
  LIQUIDITY_WINDOW_DAYS,
  type ValueOrigin,
} from '@bondsight/contracts';

/** The as-of day and the freshness rule live in lib/, shared with the chart, map and lists. */
export { asOfDay, freshness } from '../../lib/freshness';

const DAY_MS = 86_400_000;
const dayNumber = (isoDate: string) => Date.parse(`${isoDate.slice(0, 10)}T00:00:00Z`) / DAY_MS;
const isoOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** The liquidity window: LIQUIDITY_WINDOW_DAYS calendar days ending on the as-of date. */
export function liquidityWindow(asOf: string) {
  return {
    from: isoOf(dayNumber(asOf) - (LIQUIDITY_WINDOW_DAYS - 1)),
    to: asOf,
    windowDays: LIQUIDITY_WINDOW_DAYS,
  };
}

/**
 * Who stands behind a ground's price: the estimation ground's is Bondsight's own valuation;
 * every other ground (exchange, OTC market, valuation centre) published its price.
 */
export const priceOriginOf = (tradingGroundId: number): ValueOrigin =>
  tradingGroundId === ESTIMATION_TRADING_GROUND_ID ? 'computed' : 'published';
