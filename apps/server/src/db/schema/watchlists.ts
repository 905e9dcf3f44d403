import {
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
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

/**
 * A lifecycle alert of a holding (put window, coupon reset, call, amortisation, maturity, rating
 * change, default) for one user: derived from the holdings and the bond data, stored so that the
 * user's read marks survive; one row per (user, bond, kind, event date).
 */
export const watchlistAlerts = pgTable(
  'watchlist_alerts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    emissionId: integer('emission_id')
      .notNull()
      .references(() => emissions.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    eventDate: date('event_date').notNull(),
    /** Put offers: the first day of the submission window. */
    windowStart: date('window_start'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('watchlist_alerts_event_idx').on(t.userId, t.emissionId, t.kind, t.eventDate),
  ],
);

/** The secret token of a user's iCal feed (/api/watchlist/calendar.ics?token=...). */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  token: text('token').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
