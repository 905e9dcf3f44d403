import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/transaction';
import { currencies, emissions, emitents, equities, indexes } from '../../db/schema/index';

/** Only what a page's <title> and description need. */
export async function findBondMeta(db: Executor, id: number) {
  const [row] = await db
    .select({
      names: emissions.names,
      isin: emissions.isin,
      maturityDate: emissions.maturityDate,
      couponRate: emissions.couponRate,
      emitentNames: emitents.names,
      currency: currencies.code,
    })
    .from(emissions)
    .innerJoin(emitents, eq(emitents.id, emissions.emitentId))
    .innerJoin(currencies, eq(currencies.id, emissions.currencyId))
    .where(eq(emissions.id, id))
    .limit(1);
  return row ?? null;
}

export async function findCompanyMeta(db: Executor, id: number) {
  const [row] = await db
    .select({ names: emitents.names })
    .from(emitents)
    .where(eq(emitents.id, id))
    .limit(1);
  return row ?? null;
}

export async function findIndexMeta(db: Executor, id: number) {
  const [row] = await db
    .select({ names: indexes.names, code: indexes.code })
    .from(indexes)
    .where(eq(indexes.id, id))
    .limit(1);
  return row ?? null;
}

export async function findEquityMeta(db: Executor, id: number) {
  const [row] = await db
    .select({ names: equities.names, ticker: equities.ticker, kind: equities.kind })
    .from(equities)
    .where(eq(equities.id, id))
    .limit(1);
  return row ?? null;
}
