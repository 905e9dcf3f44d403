import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { LocalizedText } from '@bondsight/contracts';
import { countries, countryRegions, localized } from './reference';

/** Issuers ("emitents" in the spec's contract). */
export const emitents = pgTable(
  'emitents',
  {
    id: serial('id').primaryKey(),
    names: localized('names'),
    fullNames: localized('full_names'),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    regionId: integer('region_id').references(() => countryRegions.id),
    sector: text('sector'),
    isSovereign: boolean('is_sovereign').notNull().default(false),
    /** Taxpayer number (Russian INN) or LEI: how importers match issuers. */
    registryCode: text('registry_code'),
    /**
     * The Moscow Exchange's emitter id (ISS EMITTER_ID): how the universe sync finds the issuers
     * it created on its next run. Null for every issuer the exchange did not name, so a
     * generated (demo) issuer can never be matched to a real one.
     */
    moexEmitterId: integer('moex_emitter_id'),
    website: text('website'),
    descriptions: jsonb('descriptions').$type<LocalizedText>(),
    /**
     * The issuer's credit quality as a rating bucket (lib/credit-bucket.ts: 1 AA and above, 2 A,
     * 3 BBB, 4 BB, 5 B, 6 CCC and below; null unrated): its current issuer ratings, the most
     * conservative one (lib/current-rating.ts). Derived, kept by refreshCreditBuckets after
     * every load of ratings; the similar bonds' ranking reads it from a covering index.
     */
    creditBucket: smallint('credit_bucket'),
    source: text('source').notNull().default('demo'),
    asOf: timestamp('as_of', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('emitents_country_idx').on(t.countryId),
    uniqueIndex('emitents_moex_emitter_idx').on(t.moexEmitterId),
  ],
);
