import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/transaction';
import { bondScreen, currencies, emissions, emitents } from '../../db/schema/index';
import {
  shownDuration,
  shownPriceDate,
  screenColumn,
  screenRows,
  shownYield,
  tradedDays,
  whereOf,
  type BondListWhere,
} from './bond-list.repository';

/**
 * The screen's bonds that are points: the list's filter and its "shown" numbers (the display
 * rules), so that the map never places a bond where the table shows something else.
 */
const pointsWhere = (filter: BondListWhere) =>
  and(whereOf(filter), sql`${shownYield} is not null`, sql`${shownDuration} is not null`);

/**
 * At most `limit` points, the most traded first: days traded over the last 30, then the
 * outstanding volume (unknown last), then the id, so that a capped map keeps the market's
 * bonds and the same screen always gives the same points.
 */
export function findScatterPoints(db: Executor, filter: BondListWhere, limit: number) {
  return db
    .select({
      id: emissions.id,
      isin: emissions.isin,
      names: emissions.names,
      emitentNames: emitents.names,
      bondKind: emissions.bondKind,
      currency: currencies.code,
      yield: shownYield,
      duration: shownDuration,
      ratingRank: screenColumn(bondScreen.ratingRank),
      priceDate: shownPriceDate,
    })
    .from(emissions)
    .innerJoin(emitents, eq(emitents.id, emissions.emitentId))
    .innerJoin(currencies, eq(currencies.id, emissions.currencyId))
    .leftJoin(screenRows(filter.groundId), eq(bondScreen.emissionId, emissions.id))
    .where(pointsWhere(filter))
    .orderBy(
      sql`${tradedDays} desc`,
      sql`${emissions.outstandingVolume} desc nulls last`,
      asc(emissions.id),
    )
    .limit(limit);
}
export type ScatterPointRow = Awaited<ReturnType<typeof findScatterPoints>>[number];

/** The screen's points per currency: how many, and the newest price date among them. */
export function countScatterPoints(db: Executor, filter: BondListWhere) {
  return db
    .select({
      currency: currencies.code,
      count: sql<number>`count(*)::int`,
      newestPriceDate: sql<string | null>`max(${shownPriceDate})::text`,
    })
    .from(emissions)
    .innerJoin(currencies, eq(currencies.id, emissions.currencyId))
    .leftJoin(screenRows(filter.groundId), eq(bondScreen.emissionId, emissions.id))
    .where(pointsWhere(filter))
    .groupBy(currencies.code);
}
