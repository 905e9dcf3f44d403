import { and, asc, eq, ilike, max, or, sql, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../db/transaction';
import { aliveOnSql } from '../../lib/bond-life';
import {
  emissions,
  indexes,
  indexValues,
  tradingGrounds,
  tradingTicks,
} from '../../db/schema/index';

export async function bondExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: emissions.id })
    .from(emissions)
    .where(eq(emissions.id, id))
    .limit(1);
  return row !== undefined;
}

/** A LIKE pattern that takes the term literally (its %, _ and \ escaped). */
const literal = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The name shown in the request language (English when it has none), as pickText does. */
const nameIn = (names: SQLWrapper, lang: string) =>
  sql<string>`coalesce(${names} ->> ${lang}, ${names} ->> 'eng', '')`;

export interface SearchHit {
  id: number;
  names: Record<string, string>;
  /** An ISIN or null. */
  isin: string | null;
  /** The exchange ticker of a bond, the code of an index. */
  code: string | null;
  /** Matches in all. */
  total: number;
}

/** A bond hit: whether it lives on its data's as-of date, and that date (YYYY-MM-DD). */
export interface BondHit extends SearchHit {
  alive: boolean;
  asOfDay: string;
}

/** The bond's data date: its as-of day (UTC), as the bond page reads its life. */
const asOfDay = sql`(${emissions.asOf} at time zone 'UTC')::date`;

/**
 * Bonds whose name (in the language), ISIN or ticker holds the term, among bonds with a priced
 * tick (a chart line needs one): those alive on their data date first (lib/bond-life.ts; an
 * ended bond draws its history, after them), then those starting with the term, then by name.
 * ILIKE over every bond: enough for the comparison search until the site search brings its
 * index.
 */
export function searchBonds(db: Executor, term: string, lang: string, limit: number) {
  const contains = `%${literal(term)}%`;
  const starts = `${literal(term)}%`;
  const name = nameIn(emissions.names, lang);
  return db
    .select({
      id: emissions.id,
      names: emissions.names,
      isin: emissions.isin,
      code: emissions.secid,
      total: sql<number>`count(*) over ()`.mapWith(Number),
      alive: sql<boolean>`${aliveOnSql('emissions', asOfDay)}`.mapWith(Boolean),
      asOfDay: sql<string>`${asOfDay}::text`,
    })
    .from(emissions)
    .where(
      and(
        or(
          ilike(name, contains),
          ilike(emissions.isin, contains),
          ilike(emissions.secid, contains),
        ),
        sql`exists (select 1 from ${tradingTicks} t
          where t.emission_id = ${emissions.id} and t.last_price is not null)`,
      ),
    )
    .orderBy(
      sql`case when ${aliveOnSql('emissions', asOfDay)} then 0 else 1 end`,
      sql`case when ${or(ilike(name, starts), ilike(emissions.isin, starts), ilike(emissions.secid, starts))} then 0 else 1 end`,
      asc(name),
      asc(emissions.id),
    )
    .limit(limit) as Promise<BondHit[]>;
}

/** Indexes whose name (in the language) or code holds the term, among those with values. */
export function searchIndexes(db: Executor, term: string, lang: string, limit: number) {
  const contains = `%${literal(term)}%`;
  const starts = `${literal(term)}%`;
  const name = nameIn(indexes.names, lang);
  return db
    .select({
      id: indexes.id,
      names: indexes.names,
      isin: sql<string | null>`null::text`,
      code: indexes.code,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(indexes)
    .where(
      and(
        or(ilike(name, contains), ilike(indexes.code, contains)),
        sql`exists (select 1 from ${indexValues} v where v.index_id = ${indexes.id})`,
      ),
    )
    .orderBy(
      sql`case when ${or(ilike(name, starts), ilike(indexes.code, starts))} then 0 else 1 end`,
      asc(name),
      asc(indexes.id),
    )
    .limit(limit) as Promise<SearchHit[]>;
}

/** The grounds the bond has ticks on, with its latest date on each. */
export function findBondGrounds(db: Executor, emissionId: number) {
  return db
    .select({
      id: tradingGrounds.id,
      names: tradingGrounds.names,
      maxDate: max(tradingTicks.date),
    })
    .from(tradingTicks)
    .innerJoin(tradingGrounds, eq(tradingGrounds.id, tradingTicks.tradingGroundId))
    .where(eq(tradingTicks.emissionId, emissionId))
    .groupBy(tradingGrounds.id, tradingGrounds.names)
    .orderBy(tradingGrounds.id);
}
