import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/transaction';
import {
  currencies,
  emissionCashFlows,
  emissionOffers,
  emissions,
  emitents,
  ratingActions,
  ratingAgencies,
  ratingScalePoints,
  ratingScales,
  tradingGrounds,
  tradingTicks,
} from '../../db/schema/index';
import { bondAndIssuerRatings } from '../../lib/bond-rating-scope';

export async function findBond(db: Executor, id: number) {
  const [row] = await db
    .select({
      bond: emissions,
      emitent: { id: emitents.id, names: emitents.names, sector: emitents.sector },
      currency: currencies.code,
    })
    .from(emissions)
    .innerJoin(emitents, eq(emitents.id, emissions.emitentId))
    .innerJoin(currencies, eq(currencies.id, emissions.currencyId))
    .where(eq(emissions.id, id))
    .limit(1);
  return row ?? null;
}

/** The bond's puts and calls, by date (the nearest one a yield may go to is the service's). */
export function findOffers(db: Executor, emissionId: number) {
  return db
    .select({ type: emissionOffers.type, date: emissionOffers.date, price: emissionOffers.price })
    .from(emissionOffers)
    .where(eq(emissionOffers.emissionId, emissionId))
    .orderBy(asc(emissionOffers.date), asc(emissionOffers.id));
}

/** Each payment's date and the coupon rate of its period, by number. */
export function findCouponRates(db: Executor, emissionId: number) {
  return db
    .select({ date: emissionCashFlows.date, rate: emissionCashFlows.couponRate })
    .from(emissionCashFlows)
    .where(eq(emissionCashFlows.emissionId, emissionId))
    .orderBy(asc(emissionCashFlows.num));
}

/** The bond's own rating actions and its issuer's, oldest first. */
export function findRatingActions(db: Executor, bond: { id: number; emitentId: number }) {
  return db
    .select({
      subject: ratingActions.subject,
      scaleId: ratingActions.scaleId,
      status: ratingActions.status,
      rank: ratingScalePoints.rank,
      grade: ratingScalePoints.name,
      agencyNames: ratingAgencies.names,
    })
    .from(ratingActions)
    .innerJoin(ratingScales, eq(ratingScales.id, ratingActions.scaleId))
    .innerJoin(ratingAgencies, eq(ratingAgencies.id, ratingScales.agencyId))
    .leftJoin(ratingScalePoints, eq(ratingScalePoints.id, ratingActions.scalePointId))
    .where(bondAndIssuerRatings(bond))
    .orderBy(asc(ratingActions.date), asc(ratingActions.id));
}

/** The trading grounds the bond has ticks on, by id. */
export function findGrounds(db: Executor, emissionId: number) {
  return db
    .selectDistinct({ id: tradingGrounds.id, names: tradingGrounds.names })
    .from(tradingTicks)
    .innerJoin(tradingGrounds, eq(tradingGrounds.id, tradingTicks.tradingGroundId))
    .where(eq(tradingTicks.emissionId, emissionId))
    .orderBy(asc(tradingGrounds.id));
}
