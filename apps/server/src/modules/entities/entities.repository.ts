import { desc, eq } from 'drizzle-orm';
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
    .select({ id: emissions.id, names: emissions.names, isin: emissions.isin })
    .from(emissions)
    .where(eq(emissions.emitentId, id))
    .orderBy(emissions.maturityDate);
  return { ...row, bonds };
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
