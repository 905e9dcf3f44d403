import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/transaction';
import { emissions, emitents, equities, indexes } from '../../db/schema/index';
import { rowsOf } from './search-entries.repository';

/*
 * The matching queries over search_entries (see search-entries.repository.ts for the rows).
 * Prefix matches walk the (entity_type, term text_pattern_ops) index; trigram matches the GIN
 * gin_trgm_ops index (`%` whole-term similarity, `%>` word similarity for a term that is one
 * word of a longer name), both with pg_trgm's default thresholds (0.3 and 0.6).
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
 * Rows read per query before grouping by entity: bounds the work for a frequent prefix (most
 * entities have a few rows each, so this covers `limit` entities with room to spare).
 */
const ROWS_PER_ENTITY = 20;

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
  const rows = rowsOf<MatchRow>(
    await db.execute(sql`
      select entity_id, min(activity) as act,
        (array_agg(term order by length(term), term))[1] as term,
        (array_agg(field order by length(term), term))[1] as field
      from (select entity_id, activity, term, field from search_entries
            where entity_type = ${type} and term like ${`${literal(term)}%`}${notStopped(stop)}
            limit ${limit * ROWS_PER_ENTITY}) as s
      group by entity_id
      order by act, min(length(term)), entity_id
      limit ${limit}`),
  );
  return rows.map(toMatch);
}

/**
 * Entities with a text similar to one of the terms (typos, a transliteration that differs),
 * most similar first (whole-term or word similarity, whichever is higher), then the most
 * active. Several terms: the typed one and its Latin transliteration, because pg_trgm counts
 * only letters of the database's LC_CTYPE (a C-locale cluster sees no Cyrillic trigrams) and
 * every Cyrillic name has a transliterated row.
 */
export async function trigramMatches(
  db: Executor,
  type: string,
  terms: string[],
  stop: number[],
  limit: number,
): Promise<EntityMatch[]> {
  const score: SQL = sql`greatest(${sql.join(
    terms.map((t) => sql`similarity(term, ${t}), word_similarity(${t}, term)`),
    sql`, `,
  )})`;
  const similar = sql.join(
    terms.map((t) => sql`term % ${t} or term %> ${t}`),
    sql` or `,
  );
  const rows = rowsOf<MatchRow>(
    await db.execute(sql`
      select entity_id, min(activity) as act,
        (array_agg(term order by score desc))[1] as term,
        (array_agg(field order by score desc))[1] as field
      from (select entity_id, activity, term, field, ${score} as score from search_entries
            where (${similar}) and entity_type = ${type}${notStopped(stop)}
            limit ${limit * ROWS_PER_ENTITY}) as s
      group by entity_id
      order by max(score) desc, act, entity_id
      limit ${limit}`),
  );
  return rows.map(toMatch);
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
