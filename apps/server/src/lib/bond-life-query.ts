import { asc, inArray } from 'drizzle-orm';
import type { Executor } from '../db/transaction';
import { emissionOffers, emissions } from '../db/schema/index';
import { lifeOf, type BondLife } from './bond-life';

/** The stored facts of a bond's life and its options, read for `lifeOf`. */
export async function findLives(
  db: Executor,
  ids: readonly number[],
  today: string,
): Promise<Map<number, BondLife>> {
  if (ids.length === 0) return new Map();
  const unique = [...new Set(ids)];
  const [bonds, offers] = await Promise.all([
    db
      .select({
        id: emissions.id,
        statusId: emissions.statusId,
        issueDate: emissions.issueDate,
        maturityDate: emissions.maturityDate,
        redeemedOn: emissions.redeemedOn,
        endEvent: emissions.endEvent,
        defaultedOn: emissions.defaultedOn,
      })
      .from(emissions)
      .where(inArray(emissions.id, unique)),
    db
      .select({
        emissionId: emissionOffers.emissionId,
        date: emissionOffers.date,
        type: emissionOffers.type,
        price: emissionOffers.price,
      })
      .from(emissionOffers)
      .where(inArray(emissionOffers.emissionId, unique))
      .orderBy(asc(emissionOffers.date)),
  ]);
  return new Map(
    bonds.map((b) => [
      b.id,
      lifeOf(
        b,
        offers.filter((o) => o.emissionId === b.id),
        today,
      ),
    ]),
  );
}

/** One bond's life on `today`; null when no such bond. */
export async function findLife(db: Executor, id: number, today: string): Promise<BondLife | null> {
  return (await findLives(db, [id], today)).get(id) ?? null;
}
