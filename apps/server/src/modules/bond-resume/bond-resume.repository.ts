import { and, asc, eq, gte } from 'drizzle-orm';
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

/** The nearest put or call on or after `today`. */
export async function findNextOffer(db: Executor, emissionId: number, today: string) {
  const [row] = await db
    .select({ type: emissionOffers.type, date: emissionOffers.date, price: emissionOffers.price })
    .from(emissionOffers)
    .where(and(eq(emissionOffers.emissionId, emissionId), gte(emissionOffers.date, today)))
    .orderBy(asc(emissionOffers.date), asc(emissionOffers.id))
    .limit(1);
  return row ?? null;
}

/** The rate of the coupon period running on `today` (the first payment not yet due). */
export async function findCurrentCouponRate(db: Executor, emissionId: number, today: string) {
  const [row] = await db
    .select({ rate: emissionCashFlows.couponRate })
    .from(emissionCashFlows)
    .where(and(eq(emissionCashFlows.emissionId, emissionId), gte(emissionCashFlows.date, today)))
    .orderBy(asc(emissionCashFlows.num))
    .limit(1);
  return row?.rate ?? null;
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
