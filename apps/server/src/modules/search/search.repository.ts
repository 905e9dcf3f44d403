import { inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/transaction';
import { emissions, emitents, equities, indexes } from '../../db/schema/index';
import { rowsOf } from './search-entries.repository';

/*
 * The matching queries over search_entries (see search-entries.repository.ts for the rows).
 * Prefix matches walk the (entity_type, term text_pattern_ops) index; trigram matches the GIN
 * gin_trgm_ops indexes of search_stems (`%` whole-term similarity, `%>` word similarity for a
 * term that is one word of a longer name), both with pg_trgm's default thresholds (0.3 and 0.6).
 */

/** One matched entity: its best row. */
export interface EntityMatch {
  entityId: number;
  /** The matched normalised text and its field (name, isin, ticker, regnum, issuer, ...). */
  term: string;
  field: string;
  activity: number;
}

/** A LIKE pattern that takes the term literally (its %, _ and \ escaped). */
const literal = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

const notStopped = (stop: number[]) =>
  stop.length === 0
    ? sql``
    : sql` and activity not in (${sql.join(
        stop.map((id) => sql`${id}::int`),
        sql`, `,
      )})`;

/**
 * Rows read per prefix query before grouping by entity: bounds the work for a frequent prefix.
 * An entity has one to three texts starting with a given term (its name, its issuer's, a
 * transliteration), so this covers `limit` entities; a prefix whose entities had more would
 * count fewer than it has (the display count only: the first page is full long before).
 */
const ROWS_PER_ENTITY = 4;

interface MatchRow {
  entity_id: number;
  term: string;
  field: string;
  act: number;
}

const toMatch = (row: MatchRow): EntityMatch => ({
  entityId: Number(row.entity_id),
  term: row.term,
  field: row.field,
  activity: Number(row.act),
});

/**
 * Entities with a text starting with the term: the most active first, then the shortest
 * matching text (the closest to what was typed), then id. Reads the first rows of the
 * index range, in index (term) order.
 */
export async function prefixMatches(
  db: Executor,
  type: string,
  term: string,
  stop: number[],
  limit: number,
): Promise<EntityMatch[]> {
  // Each entity's shortest text by DISTINCT ON (one sort) rather than ordered aggregates (a
  // sort per entity: most of the query's time at 500,000 bonds). An entity's rows share its
  // activity.
  const rows = rowsOf<MatchRow>(
    await db.execute(sql`
      select entity_id, activity as act, term, field
      from (select distinct on (entity_id) entity_id, activity, term, field
            from (select entity_id, activity, term, field from search_entries
                  where entity_type = ${type} and term like ${`${literal(term)}%`}${notStopped(stop)}
                  limit ${limit * ROWS_PER_ENTITY}) as s
            order by entity_id, length(term), term) as d
      order by act, length(term), entity_id
      limit ${limit}`),
  );
  return rows.map(toMatch);
}

interface StemRow {
  stem: string;
  field: string;
  entity_ids: number[];
  activities: number[];
}

/**
 * Entities with a text similar to the term (typos, a transliteration that differs), found
 * among search_stems (the distinct texts without their words that hold a digit): the most
 * similar stems first (whole-term or word similarity, whichever is higher; on a tie the
 * closer whole text, then the more active), each stem's entities the most active first. The
 * term is a Latin form: pg_trgm counts only letters of the database's LC_CTYPE (a C-locale
 * cluster sees no Cyrillic trigrams), and every Cyrillic name has a transliterated row.
 */
export async function trigramMatches(
  db: Executor,
  type: string,
  term: string,
  stop: number[],
  limit: number,
): Promise<EntityMatch[]> {
  // Each stem has at least one entity: `limit` stems fill the page unless stopped ones are left out.
  const rows = rowsOf<StemRow>(
    await db.execute(sql`
      select stem, field, entity_ids[1:${limit}] as entity_ids, activities[1:${limit}] as activities
      from search_stems
      where entity_type = ${type} and (stem % ${term} or stem %> ${term})
      order by greatest(similarity(stem, ${term}), word_similarity(${term}, stem)) desc,
        similarity(stem, ${term}) desc, activities[1], entity_ids[1]
      limit ${limit}`),
  );
  const stopped = new Set(stop);
  const matches = new Map<number, EntityMatch>();
  for (const row of rows)
    row.entity_ids.forEach((id, i) => {
      const entityId = Number(id);
      const activity = Number(row.activities[i]);
      if (matches.size >= limit || matches.has(entityId) || stopped.has(activity)) return;
      matches.set(entityId, { entityId, term: row.stem, field: row.field, activity });
    });
  return [...matches.values()];
}

/** What a bond suggestion shows. */
export function bondDetails(db: Executor, ids: number[]) {
  return db
    .select({
      id: emissions.id,
      names: emissions.names,
      isin: emissions.isin,
      secid: emissions.secid,
      registrationNumber: emissions.registrationNumber,
      issuerNames: emitents.names,
    })
    .from(emissions)
    .leftJoin(emitents, sql`${emitents.id} = ${emissions.emitentId}`)
    .where(inArray(emissions.id, ids));
}

export function companyDetails(db: Executor, ids: number[]) {
  return db
    .select({
      id: emitents.id,
      names: emitents.names,
      fullNames: emitents.fullNames,
      registryCode: emitents.registryCode,
    })
    .from(emitents)
    .where(inArray(emitents.id, ids));
}

export function equityDetails(db: Executor, ids: number[]) {
  return db
    .select({
      id: equities.id,
      names: equities.names,
      ticker: equities.ticker,
      isin: equities.isin,
    })
    .from(equities)
    .where(inArray(equities.id, ids));
}

export function indexDetails(db: Executor, ids: number[]) {
  return db
    .select({ id: indexes.id, names: indexes.names, code: indexes.code })
    .from(indexes)
    .where(inArray(indexes.id, ids));
}
