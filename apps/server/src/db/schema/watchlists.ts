import { date, doublePrecision, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { emissions } from './bonds';
import { tradingGrounds } from './reference';
import { users } from './users';

export const watchlists = pgTable(
  'watchlists',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (t) => [index('watchlists_user_idx').on(t.userId)],
);

/** A bond in a watchlist, with the user's own buy price, count and date. */
export const watchlistItems = pgTable(
  'watchlist_items',
  {
    id: serial('id').primaryKey(),
    watchlistId: integer('watchlist_id')
      .notNull()
      .references(() => watchlists.id, { onDelete: 'cascade' }),
    emissionId: integer('emission_id')
      .notNull()
      .references(() => emissions.id, { onDelete: 'cascade' }),
    tradingGroundId: integer('trading_ground_id').references(() => tradingGrounds.id),
    price: doublePrecision('price'),
    count: doublePrecision('count'),
    buyDate: date('buy_date'),
  },
  (t) => [index('watchlist_items_list_idx').on(t.watchlistId)],
);
