import { ESTIMATION_TRADING_GROUND_ID, type ValueOrigin } from '@bondsight/contracts';

/** The as-of day, the freshness rule and the liquidity window live in lib/ (shared). */
export { asOfDay, freshness, liquidityWindow } from '../../lib/freshness';

/**
 * Who stands behind a ground's price: the estimation ground's is Bondsight's own valuation;
 * every other ground (exchange, OTC market, valuation centre) published its price.
 */
export const priceOriginOf = (tradingGroundId: number): ValueOrigin =>
  tradingGroundId === ESTIMATION_TRADING_GROUND_ID ? 'computed' : 'published';
