import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
} from 'drizzle-orm/pg-core';

/**
 * The site search's lookup table: one row per searchable text of an entity (a name in each
 * language, ISIN, registration number, ticker, issuer name, and their keyboard-layout and
 * transliterated forms), normalised (lower case, ё→е, spaces collapsed). Rebuilt from the data
 * when the data version moves, so the five suggest calls read one indexed table. The trigram
 * (GIN gin_trgm_ops) and prefix (text_pattern_ops) indexes are in the migration: drizzle's
 * index builder cannot declare operator classes.
 */
export const searchEntries = pgTable(
  'search_entries',
  {
    id: serial('id').primaryKey(),
    /** bond | stock | etf | index | company */
    entityType: text('entity_type').notNull(),
    entityId: integer('entity_id').notNull(),
    term: text('term').notNull(),
    /** name | isin | regnum | ticker | issuer | layout | translit */
    field: text('field').notNull(),
    /** Activity order: 0 live, 1 matured or redeemed, 2 defaulted or stopped. */
    activity: smallint('activity').notNull().default(0),
    /**
     * The term without its words that hold a digit (search_stems' key): kept with the row, so
     * that an update of a few entities finds the other entities of the stems it touches.
     */
    stem: text('stem').generatedAlwaysAs(
      sql`btrim(regexp_replace(regexp_replace(term, '[^ ]*[0-9][^ ]*', '', 'g'), ' +', ' ', 'g'))`,
    ),
  },
  (t) => [
    index('search_entries_entity_idx').on(t.entityType, t.entityId),
    index('search_entries_stem_idx').on(t.entityType, t.stem),
  ],
);

/**
 * The entities whose search rows are out of step with the data (db/search-marks.ts): statement
 * triggers add what a write touched (a bond's names, codes, issuer or activity; an issuer's
 * names; a stock, fund or index); the next build rewrites those entities' rows and the stems
 * they share, then removes the marks it read (by `mark`: an entity marked again stays).
 */
export const searchMarks = pgTable(
  'search_marks',
  {
    /** The search_entries type: bonds | companies | stocks | etf | indexes. */
    entityType: text('entity_type').notNull(),
    entityId: integer('entity_id').notNull(),
    mark: bigserial('mark', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.entityType, t.entityId] })],
);

/**
 * The typo side of the site search: each distinct text of search_entries without its words
 * that hold a digit (series, years, numbers: "gazprom neft bo-05" -> "gazprom neft"), per entity
 * type, with the entities that have it, the most active first. Trigram similarity is computed
 * over these few distinct texts instead of the millions of entries, where one bond issuer's
 * name repeats on each of its bonds (issue 16's speed). The trigram index is in the migration.
 */
export const searchStems = pgTable(
  'search_stems',
  {
    entityType: text('entity_type').notNull(),
    stem: text('stem').notNull(),
    /** The field of its texts (name when any is a name): how a match is highlighted. */
    field: text('field').notNull(),
    /** The entities with this stem, by activity then id, capped (search-rules' total cap). */
    entityIds: integer('entity_ids').array().notNull(),
    /** Their activities, in the same order. */
    activities: smallint('activities').array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.entityType, t.stem] })],
);
