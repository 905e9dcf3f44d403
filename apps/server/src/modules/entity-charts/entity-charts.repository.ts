import { and, asc, eq, gte, lte, max, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/transaction';
import { currencies, equities, equityPrices, indexValues, indexes } from '../../db/schema/index';

/** A day range, both ends included; a missing end is open. */
export interface DayRange {
  from: string | null;
  to: string | null;
}

export interface ChartPoint {
  date: string;
  value: number;
}

export async function findIndex(db: Executor, id: number) {
  const [row] = await db
    .select({ id: indexes.id, names: indexes.names, currency: currencies.code })
    .from(indexes)
    .leftJoin(currencies, eq(currencies.id, indexes.currencyId))
    .where(eq(indexes.id, id))
    .limit(1);
  return row ?? null;
}

export async function findEquity(db: Executor, id: number) {
  const [row] = await db
    .select({
      id: equities.id,
      kind: equities.kind,
      ticker: equities.ticker,
      names: equities.names,
      currency: currencies.code,
    })
    .from(equities)
    .leftJoin(currencies, eq(currencies.id, equities.currencyId))
    .where(eq(equities.id, id))
    .limit(1);
  return row ?? null;
}

export async function latestIndexDate(db: Executor, id: number): Promise<string | null> {
  const [row] = await db
    .select({ date: max(indexValues.date) })
    .from(indexValues)
    .where(eq(indexValues.indexId, id));
  return row?.date ?? null;
}

export async function latestEquityDate(db: Executor, id: number): Promise<string | null> {
  const [row] = await db
    .select({ date: max(equityPrices.date) })
    .from(equityPrices)
    .where(eq(equityPrices.equityId, id));
  return row?.date ?? null;
}

const within = (column: typeof indexValues.date | typeof equityPrices.date, range: DayRange) =>
  [
    range.from === null ? undefined : gte(column, range.from),
    range.to === null ? undefined : lte(column, range.to),
  ].filter((c): c is SQL => c !== undefined);

/** An index's values in the range, oldest first. */
export function indexSeries(db: Executor, id: number, range: DayRange): Promise<ChartPoint[]> {
  return db
    .select({ date: indexValues.date, value: indexValues.value })
    .from(indexValues)
    .where(and(eq(indexValues.indexId, id), ...within(indexValues.date, range)))
    .orderBy(asc(indexValues.date));
}

/** An equity's closes in the range, oldest first. */
export function equityCloses(db: Executor, id: number, range: DayRange): Promise<ChartPoint[]> {
  return db
    .select({ date: equityPrices.date, value: equityPrices.close })
    .from(equityPrices)
    .where(and(eq(equityPrices.equityId, id), ...within(equityPrices.date, range)))
    .orderBy(asc(equityPrices.date));
}
