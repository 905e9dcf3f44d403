import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/transaction';
import { currencies, emissionCashFlows, emissionOffers, emissions } from '../../db/schema/index';

export async function findBond(db: Executor, id: number) {
  const [row] = await db
    .select({ id: emissions.id, faceValue: emissions.faceValue, currency: currencies.code })
    .from(emissions)
    .innerJoin(currencies, eq(currencies.id, emissions.currencyId))
    .where(eq(emissions.id, id))
    .limit(1);
  return row ?? null;
}

/** The bond's payments, by number. */
export function findFlows(db: Executor, emissionId: number) {
  return db
    .select()
    .from(emissionCashFlows)
    .where(eq(emissionCashFlows.emissionId, emissionId))
    .orderBy(asc(emissionCashFlows.num));
}

/** The bond's put and call options, by date. */
export function findOffers(db: Executor, emissionId: number) {
  return db
    .select()
    .from(emissionOffers)
    .where(eq(emissionOffers.emissionId, emissionId))
    .orderBy(asc(emissionOffers.date), asc(emissionOffers.id));
}
