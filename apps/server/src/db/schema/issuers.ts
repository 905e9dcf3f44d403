import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
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
    website: text('website'),
    descriptions: jsonb('descriptions').$type<LocalizedText>(),
    source: text('source').notNull().default('demo'),
    asOf: timestamp('as_of', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('emitents_country_idx').on(t.countryId)],
);
