import {
  and,
  asc,
  count,
  desc,
  eq,
  isNotNull,
  isNull,
  ne,
  notInArray,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Executor } from '../../db/transaction';
import { currencies, emissions, emitents, tradingTicks } from '../../db/schema/index';

/** The page's bond, as far as likeness goes. */
export interface SimilarityTarget {
  id: number;
  emitentId: number;
  currencyId: number;
  bondKind: string;
  sector: string | null;
  couponType: string;
  maturityDate: string | null;
}

/** Candidates mature within this many years of the bond, either side. */
export const MATURITY_WINDOW_YEARS = 2;
const OUTSTANDING = 192;

/**
 * Similar bonds are chosen at query time (nothing to keep in step with the market): other
 * issuers' outstanding bonds in the same currency maturing within the window (perpetuals
 * match perpetuals), ranked by how far apart they are: years between maturities, plus 5 for
 * another kind of issuer (sovereign, municipal, bank, corporate: more than the whole window,
 * so the same kind always comes first), 1 for another sector and 0.5 for another coupon
 * type; ties by id, so pages are stable.
 */
export async function findTarget(db: Executor, id: number): Promise<SimilarityTarget | null> {
  const [row] = await db
    .select({
      id: emissions.id,
      emitentId: emissions.emitentId,
      currencyId: emissions.currencyId,
      bondKind: emissions.bondKind,
      sector: emitents.sector,
      couponType: emissions.couponType,
      maturityDate: emissions.maturityDate,
    })
    .from(emissions)
    .innerJoin(emitents, eq(emitents.id, emissions.emitentId))
    .where(eq(emissions.id, id));
  return row ?? null;
}

function candidates(target: SimilarityTarget): SQL | undefined {
  const maturity = target.maturityDate;
  return and(
    eq(emissions.currencyId, target.currencyId),
    eq(emissions.statusId, OUTSTANDING),
    ne(emissions.emitentId, target.emitentId),
    maturity === null
      ? isNull(emissions.maturityDate)
      : sql`${emissions.maturityDate} between ${maturity}::date - make_interval(years => ${MATURITY_WINDOW_YEARS})
            and ${maturity}::date + make_interval(years => ${MATURITY_WINDOW_YEARS})`,
  );
}

/** Float arithmetic: numeric would be several times slower over tens of thousands of rows. */
function distance(target: SimilarityTarget): SQL {
  const years =
    target.maturityDate === null
      ? sql`0`
      : sql`abs(${emissions.maturityDate} - ${target.maturityDate}::date)::float8 / 365.25`;
  return sql`${years}
    + case when ${emissions.bondKind} <> ${target.bondKind} then 5.0::float8 else 0 end
    + case when ${emitents.sector} is distinct from ${target.sector} then 1.0::float8 else 0 end
    + case when ${emissions.couponType} <> ${target.couponType} then 0.5::float8 else 0 end`;
}

/**
 * One page of similar bonds and their total. The ranking reads only indexed columns (the
 * covering indexes of migration 0004) and counts the candidates with a window function in
 * the same pass; the page's ten rows alone are then read in full.
 */
export async function findSimilar(
  db: Executor,
  target: SimilarityTarget,
  limit: number,
  offset: number,
) {
  const where = candidates(target);
  const ranked = db.$with('ranked').as(
    db
      .select({
        id: sql<number>`${emissions.id}`.as('ranked_id'),
        rank: sql<number>`${distance(target)}`.as('rank'),
        total: sql<number>`count(*) over ()`.as('total'),
      })
      .from(emissions)
      .innerJoin(emitents, eq(emitents.id, emissions.emitentId))
      .where(where)
      .orderBy(distance(target), asc(emissions.id))
      .limit(limit)
      .offset(offset),
  );
  const items = await db
    .with(ranked)
    .select({
      id: emissions.id,
      isin: emissions.isin,
      names: emissions.names,
      maturityDate: emissions.maturityDate,
      couponType: emissions.couponType,
      couponRate: emissions.couponRate,
      statusId: emissions.statusId,
      emitentId: emitents.id,
      emitentNames: emitents.names,
      sector: emitents.sector,
      currency: currencies.code,
      total: ranked.total,
    })
    .from(ranked)
    .innerJoin(emissions, eq(emissions.id, ranked.id))
    .innerJoin(emitents, eq(emitents.id, emissions.emitentId))
    .innerJoin(currencies, eq(currencies.id, emissions.currencyId))
    .orderBy(asc(ranked.rank), asc(ranked.id));
  // Past the last page the window count has no row to ride on: count on its own.
  const total =
    items.length > 0
      ? Number(items[0]!.total)
      : Number((await db.select({ n: count() }).from(emissions).where(where))[0]?.n ?? 0);
  return { items, total };
}

/**
 * A bond's latest tick with a usable yield (the lowest ground id on that day), outside the
 * grounds the caller leaves out: a day without trades on one ground should not blank a yield
 * the bond has.
 */
export async function findLatestTick(
  db: Executor,
  emissionId: number,
  excludedGroundIds: readonly number[],
) {
  const [row] = await db
    .select({
      date: tradingTicks.date,
      tradingGroundId: tradingTicks.tradingGroundId,
      ytm: tradingTicks.ytmLast,
      duration: tradingTicks.duration,
      badData: tradingTicks.badData,
      // The bond's as-of day (UTC): the tick's age counts from there, as on the summary.
      asOf: sql<string>`(select to_char(e.as_of at time zone 'UTC', 'YYYY-MM-DD')
        from emissions e where e.id = ${tradingTicks.emissionId})`,
    })
    .from(tradingTicks)
    .where(
      and(
        eq(tradingTicks.emissionId, emissionId),
        isNotNull(tradingTicks.ytmLast),
        sql`not ('ytm_last' = any(${tradingTicks.badData}))`,
        excludedGroundIds.length > 0
          ? notInArray(tradingTicks.tradingGroundId, [...excludedGroundIds])
          : undefined,
      ),
    )
    .orderBy(desc(tradingTicks.date), asc(tradingTicks.tradingGroundId))
    .limit(1);
  return row ?? null;
}
