import { sql } from 'drizzle-orm';
import { tradingTicks } from '../db/schema/index';

/**
 * A tick's price as the archive and the screener show it: the last trade, else the legal close
 * (an exchange's closing price without a trade), else the indicative price (a valuation). A
 * tick with none of them (a halt that still published a yield) is not a quote row.
 */
const TICK_PRICES = [
  tradingTicks.lastPrice,
  tradingTicks.legalClosePrice,
  tradingTicks.indicativePrice,
];
export const tickPrice = sql<number | null>`coalesce(${sql.join(TICK_PRICES, sql`, `)})`;
