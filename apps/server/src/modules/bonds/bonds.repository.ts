import { and, desc, eq, gte, lte, max, sql } from 'drizzle-orm';
import { tickPrice } from '../../lib/tick-price';
import type { Executor } from '../../db/transaction';
import {
  countries,
  currencies,
  emissions,
  emitents,
  tradingGrounds,
  tradingTicks,
} from '../../db/schema/index';

export async function findBond(db: Executor, id: number) {
  const [row] = await db
    .select({
      bond: emissions,
      emitent: { id: emitents.id, names: emitents.names },
      country: { id: countries.id, names: countries.names },
      currency: currencies.code,
    })
    .from(emissions)
    .innerJoin(emitents, eq(emitents.id, emissions.emitentId))
    .innerJoin(countries, eq(countries.id, emitents.countryId))
    .innerJoin(currencies, eq(currencies.id, emissions.currencyId))
    .where(eq(emissions.id, id))
    .limit(1);
  return row ?? null;
}

/** Trading grounds the bond trades on, with each ground's latest date for this bond. */
export function findBondGrounds(db: Executor, emissionId: number) {
  return db
    .select({ id: tradingGrounds.id, names: tradingGrounds.names, maxDate: max(tradingTicks.date) })
    .from(tradingTicks)
    .innerJoin(tradingGrounds, eq(tradingGrounds.id, tradingTicks.tradingGroundId))
    .where(eq(tradingTicks.emissionId, emissionId))
    .groupBy(tradingGrounds.id, tradingGrounds.names)
    .orderBy(tradingGrounds.id);
}

export interface TickRange {
  emissionId: number;
  tradingGroundId?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** The archive's price of a day (lib/tick-price.ts): the screener reads the same. */
export const archivePrice = tickPrice;

export const tickColumns = {
  date: tradingTicks.date,
  tradingGroundId: tradingTicks.tradingGroundId,
  groundNames: tradingGrounds.names,
  cleanPrice: archivePrice.mapWith(tradingTicks.lastPrice),
  ytm: tradingTicks.ytmLast,
  exchangeYield: tradingTicks.ytmClose,
  nkd: tradingTicks.nkd,
  duration: tradingTicks.duration,
  exchangeDuration: tradingTicks.exchangeDuration,
  volume: tradingTicks.volume,
  badData: tradingTicks.badData,
  source: tradingTicks.source,
};

function rangeFilter(range: TickRange) {
  return and(
    eq(tradingTicks.emissionId, range.emissionId),
    range.tradingGroundId ? eq(tradingTicks.tradingGroundId, range.tradingGroundId) : undefined,
    range.from ? gte(tradingTicks.date, range.from) : undefined,
    range.to ? lte(tradingTicks.date, range.to) : undefined,
    sql`${archivePrice} is not null`,
  );
}

export function findTicks(db: Executor, range: TickRange, limit: number) {
  return db
    .select(tickColumns)
    .from(tradingTicks)
    .innerJoin(tradingGrounds, eq(tradingGrounds.id, tradingTicks.tradingGroundId))
    .where(rangeFilter(range))
    .orderBy(desc(tradingTicks.date), tradingTicks.tradingGroundId)
    .limit(limit);
}

export async function countTicks(db: Executor, range: TickRange): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(tradingTicks)
    .where(rangeFilter(range));
  return Number(row?.n ?? 0);
}
