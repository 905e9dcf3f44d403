import {
  date,
  doublePrecision,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { currencies, localized } from './reference';
import { emitents } from './issuers';

export const indexes = pgTable('indexes', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  names: localized('names'),
  currencyId: integer('currency_id').references(() => currencies.id),
  source: text('source').notNull().default('demo'),
});

export const indexValues = pgTable(
  'index_values',
  {
    indexId: integer('index_id')
      .notNull()
      .references(() => indexes.id),
    date: date('date').notNull(),
    value: doublePrecision('value').notNull(),
    source: text('source').notNull().default('demo'),
  },
  (t) => [primaryKey({ columns: [t.indexId, t.date] })],
);

/** Stocks and ETFs share one table: both are exchange-traded equities with a ticker. */
export const equities = pgTable('equities', {
  id: serial('id').primaryKey(),
  kind: text('kind').$type<'stock' | 'etf'>().notNull(),
  ticker: text('ticker').notNull(),
  isin: varchar('isin', { length: 12 }).unique(),
  names: localized('names'),
  emitentId: integer('emitent_id').references(() => emitents.id),
  currencyId: integer('currency_id').references(() => currencies.id),
  source: text('source').notNull().default('demo'),
});
