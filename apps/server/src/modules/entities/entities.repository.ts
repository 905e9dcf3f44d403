import { and, asc, desc, eq, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/transaction';
import {
  countries,
  countryRegions,
  currencies,
  emissions,
  emitents,
  equities,
  indexValues,
  indexes,
  tradingTicks,
} from '../../db/schema/index';

export async function findCompany(db: Executor, id: number) {
  const [row] = await db
    .select({ emitent: emitents, country: countries.names, region: countryRegions.names })
    .from(emitents)
    .innerJoin(countries, eq(countries.id, emitents.countryId))
    .leftJoin(countryRegions, eq(countryRegions.id, emitents.regionId))
    .where(eq(emitents.id, id))
    .limit(1);
  if (!row) return null;
  const bonds = await db
    .select({
      id: emissions.id,
      names: emissions.names,
      isin: emissions.isin,
      statusId: emissions.statusId,
      currency: currencies.code,
      couponType: emissions.couponType,
      couponRate: emissions.couponRate,
      maturityDate: emissions.maturityDate,
    })
    .from(emissions)
    .innerJoin(currencies, eq(currencies.id, emissions.currencyId))
    .where(eq(emissions.emitentId, id))
    .orderBy(asc(emissions.maturityDate), asc(emissions.id));
  return { ...row, bonds };
}

/**
 * Each bond's latest tick with a usable yield (the lowest ground id on that day), outside
 * the grounds the caller leaves out: one row a bond that has one, in one statement.
 */
export function findLatestYields(
  db: Executor,
  emissionIds: readonly number[],
  excludedGroundIds: readonly number[],
) {
  if (emissionIds.length === 0) return Promise.resolve([]);
  return db
    .selectDistinctOn([tradingTicks.emissionId], {
      emissionId: tradingTicks.emissionId,
      date: tradingTicks.date,
      tradingGroundId: tradingTicks.tradingGroundId,
      ytm: tradingTicks.ytmLast,
      badData: tradingTicks.badData,
    })
    .from(tradingTicks)
    .where(
      and(
        inArray(tradingTicks.emissionId, [...emissionIds]),
        isNotNull(tradingTicks.ytmLast),
        sql`not ('ytm_last' = any(${tradingTicks.badData}))`,
        excludedGroundIds.length > 0
          ? notInArray(tradingTicks.tradingGroundId, [...excludedGroundIds])
          : undefined,
      ),
    )
    .orderBy(tradingTicks.emissionId, desc(tradingTicks.date), asc(tradingTicks.tradingGroundId));
}

export async function findIndex(db: Executor, id: number) {
  const [row] = await db
    .select({ index: indexes, currency: currencies.code })
    .from(indexes)
    .leftJoin(currencies, eq(currencies.id, indexes.currencyId))
    .where(eq(indexes.id, id))
    .limit(1);
  if (!row) return null;
  const [latest] = await db
    .select({ date: indexValues.date, value: indexValues.value })
    .from(indexValues)
    .where(eq(indexValues.indexId, id))
    .orderBy(desc(indexValues.date))
    .limit(1);
  return { ...row, latest: latest ?? null };
}

export async function findEquity(db: Executor, id: number) {
  const [row] = await db
    .select({ equity: equities, emitentNames: emitents.names, currency: currencies.code })
    .from(equities)
    .leftJoin(emitents, eq(emitents.id, equities.emitentId))
    .leftJoin(currencies, eq(currencies.id, equities.currencyId))
    .where(eq(equities.id, id))
    .limit(1);
  return row ?? null;
}
