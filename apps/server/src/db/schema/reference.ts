import { boolean, char, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { LocalizedText } from '@bondsight/contracts';

/** Names are stored per interface language: { eng: '...', rus: '...' }. */
export const localized = (name: string) => jsonb(name).$type<LocalizedText>().notNull();

export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  isoCode: char('iso_code', { length: 2 }).notNull().unique(),
  names: localized('names'),
});

export const countryRegions = pgTable('country_regions', {
  id: serial('id').primaryKey(),
  countryId: integer('country_id')
    .notNull()
    .references(() => countries.id),
  names: localized('names'),
});

export const currencies = pgTable('currencies', {
  id: serial('id').primaryKey(),
  code: char('code', { length: 3 }).notNull().unique(),
  names: localized('names'),
});

export const tradingGrounds = pgTable('trading_grounds', {
  id: integer('id').primaryKey(),
  names: localized('names'),
  countryId: integer('country_id').references(() => countries.id),
  isExchange: boolean('is_exchange').notNull().default(true),
  /** Where the ground's data comes from, e.g. 'demo', 'moex-iss'. */
  source: text('source').notNull().default('demo'),
});
