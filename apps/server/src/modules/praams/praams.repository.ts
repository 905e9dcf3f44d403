import { and, asc, desc, eq, gte, inArray, lte, max, ne } from 'drizzle-orm';
import type { Executor } from '../../db/transaction';
import {
  currencies,
  emissions,
  multiplierDefinitions,
  multiplierValues,
  ratingActions,
  ratingAgencies,
  ratingScalePoints,
  ratingScales,
  tradingGrounds,
  tradingTicks,
  yieldCurvePoints,
  yieldCurves,
} from '../../db/schema/index';
import { bondAndIssuerRatings } from '../../lib/bond-rating-scope';

export async function findBond(db: Executor, id: number) {
  const [row] = await db
    .select({
      id: emissions.id,
      names: emissions.names,
      isin: emissions.isin,
      emitentId: emissions.emitentId,
      statusId: emissions.statusId,
      currencyId: emissions.currencyId,
      currency: currencies.code,
    })
    .from(emissions)
    .innerJoin(currencies, eq(currencies.id, emissions.currencyId))
    .where(eq(emissions.id, id))
    .limit(1);
  return row ?? null;
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
      outlook: ratingActions.outlook,
      date: ratingActions.date,
      source: ratingActions.source,
      agencyNames: ratingAgencies.names,
      scaleNames: ratingScales.names,
    })
    .from(ratingActions)
    .innerJoin(ratingScales, eq(ratingScales.id, ratingActions.scaleId))
    .innerJoin(ratingAgencies, eq(ratingAgencies.id, ratingScales.agencyId))
    .leftJoin(ratingScalePoints, eq(ratingScalePoints.id, ratingActions.scalePointId))
    .where(bondAndIssuerRatings(bond))
    .orderBy(asc(ratingActions.date), asc(ratingActions.id));
}

/** The bond's latest ticks with a yield, leaving out the grounds given (the NSD ground). */
export function findLatestYieldTicks(
  db: Executor,
  emissionId: number,
  excludedGround: number,
  limit: number,
) {
  return db
    .select({
      date: tradingTicks.date,
      groundNames: tradingGrounds.names,
      ytm: tradingTicks.ytmLast,
      duration: tradingTicks.duration,
      badData: tradingTicks.badData,
      source: tradingTicks.source,
    })
    .from(tradingTicks)
    .innerJoin(tradingGrounds, eq(tradingGrounds.id, tradingTicks.tradingGroundId))
    .where(
      and(
        eq(tradingTicks.emissionId, emissionId),
        ne(tradingTicks.tradingGroundId, excludedGround),
      ),
    )
    .orderBy(desc(tradingTicks.date), asc(tradingTicks.tradingGroundId))
    .limit(limit);
}

/** The sovereign curves of a currency: zero curves first, then par, then constant maturity. */
export function findCurves(db: Executor, currencyId: number) {
  return db
    .select({
      id: yieldCurves.id,
      names: yieldCurves.names,
      kind: yieldCurves.kind,
      source: yieldCurves.source,
    })
    .from(yieldCurves)
    .where(eq(yieldCurves.currencyId, currencyId))
    .orderBy(asc(yieldCurves.id));
}

/** A curve's points on its latest date up to `onOrBefore`, by tenor. */
export async function findCurvePoints(db: Executor, curveId: number, onOrBefore: string) {
  const [latest] = await db
    .select({ date: max(yieldCurvePoints.date) })
    .from(yieldCurvePoints)
    .where(and(eq(yieldCurvePoints.curveId, curveId), lte(yieldCurvePoints.date, onOrBefore)));
  if (!latest?.date) return null;
  const points = await db
    .select({ tenorYears: yieldCurvePoints.tenorYears, value: yieldCurvePoints.value })
    .from(yieldCurvePoints)
    .where(and(eq(yieldCurvePoints.curveId, curveId), eq(yieldCurvePoints.date, latest.date)))
    .orderBy(asc(yieldCurvePoints.tenorYears));
  return { date: latest.date, points };
}

/** The exchanges the bond has ticks on (the NSD ground left out). */
export function findExchangeGrounds(db: Executor, emissionId: number, excludedGround: number) {
  return db
    .selectDistinct({
      id: tradingGrounds.id,
      names: tradingGrounds.names,
      source: tradingGrounds.source,
    })
    .from(tradingTicks)
    .innerJoin(tradingGrounds, eq(tradingGrounds.id, tradingTicks.tradingGroundId))
    .where(
      and(
        eq(tradingTicks.emissionId, emissionId),
        eq(tradingGrounds.isExchange, true),
        ne(tradingGrounds.id, excludedGround),
      ),
    );
}

/** A ground's latest date with any tick: where its data ends. */
export async function findGroundLatestDate(db: Executor, groundId: number) {
  const [row] = await db
    .select({ date: max(tradingTicks.date) })
    .from(tradingTicks)
    .where(eq(tradingTicks.tradingGroundId, groundId));
  return row?.date ?? null;
}

/** The bond's ticks on a ground between two dates (inclusive). */
export function findWindowTicks(
  db: Executor,
  emissionId: number,
  groundId: number,
  from: string,
  to: string,
) {
  return db
    .select({
      date: tradingTicks.date,
      volume: tradingTicks.volume,
      volumeMoney: tradingTicks.volumeMoney,
      badData: tradingTicks.badData,
      source: tradingTicks.source,
    })
    .from(tradingTicks)
    .where(
      and(
        eq(tradingTicks.emissionId, emissionId),
        eq(tradingTicks.tradingGroundId, groundId),
        gte(tradingTicks.date, from),
        lte(tradingTicks.date, to),
      ),
    );
}

/** The issuer's annual values of the given multipliers, the latest period first. */
export function findAnnualMultipliers(db: Executor, emitentId: number, codes: readonly string[]) {
  return db
    .select({
      code: multiplierValues.code,
      names: multiplierDefinitions.names,
      value: multiplierValues.value,
      periodEnd: multiplierValues.periodEnd,
      source: multiplierValues.source,
    })
    .from(multiplierValues)
    .innerJoin(multiplierDefinitions, eq(multiplierDefinitions.code, multiplierValues.code))
    .where(
      and(
        eq(multiplierValues.emitentId, emitentId),
        eq(multiplierValues.period, 2),
        inArray(multiplierValues.code, [...codes]),
      ),
    )
    .orderBy(desc(multiplierValues.periodEnd), asc(multiplierValues.code));
}
