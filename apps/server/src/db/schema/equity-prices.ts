import { date, doublePrecision, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { equities } from './markets';
import { provenance } from './provenance';

/**
 * One equity (a stock or an ETF) on one trading day: the day's open, high, low and close in the
 * equity's currency, and the number of shares (units) traded. low <= open, close <= high.
 */
export const equityPrices = pgTable(
  'equity_prices',
  {
    equityId: integer('equity_id')
      .notNull()
      .references(() => equities.id),
    date: date('date').notNull(),
    open: doublePrecision('open').notNull(),
    high: doublePrecision('high').notNull(),
    low: doublePrecision('low').notNull(),
    close: doublePrecision('close').notNull(),
    /** Shares traded; a double so that real volumes beyond 2^31 fit. */
    volume: doublePrecision('volume').notNull(),
    ...provenance(),
  },
  (t) => [primaryKey({ columns: [t.equityId, t.date] })],
);
