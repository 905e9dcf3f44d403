import { and, asc, desc, eq, isNotNull, lte, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/transaction';
import {
  currencies,
  emissionCashFlows,
  emissionOffers,
  emissions,
  emitents,
  tradingGrounds,
  tradingTicks,
  yieldCurveParams,
  yieldCurvePoints,
  yieldCurves,
} from '../../db/schema/index';

/** A bond with what its terms, its description and its benchmark's choice need. */
export async function findBond(db: Executor, id: number) {
  const [row] = await db
    .select({
      id: emissions.id,
      isin: emissions.isin,
      names: emissions.names,
      fullNames: emissions.fullNames,
      emitentId: emitents.id,
      emitentNames: emitents.names,
      currencyId: emissions.currencyId,
      currency: currencies.code,
      faceValue: emissions.faceValue,
      issueDate: emissions.issueDate,
      maturityDate: emissions.maturityDate,
      couponType: emissions.couponType,
      couponRate: emissions.couponRate,
      couponFrequency: emissions.couponFrequency,
      dayCount: emissions.dayCount,
      isAmortizing: emissions.isAmortizing,
      bondKind: emissions.bondKind,
      floatingBase: emissions.floatingBase,
      redeemedOn: emissions.redeemedOn,
    })
    .from(emissions)
    .innerJoin(emitents, eq(emitents.id, emissions.emitentId))
    .innerJoin(currencies, eq(currencies.id, emissions.currencyId))
    .where(eq(emissions.id, id))
    .limit(1);
  return row ?? null;
}
export type BondRow = NonNullable<Awaited<ReturnType<typeof findBond>>>;

/** The stored payments, in order: published schedules, and what variable coupons depend on. */
export function findCashFlows(db: Executor, emissionId: number) {
  return db
    .select({
      date: emissionCashFlows.date,
      couponRate: emissionCashFlows.couponRate,
      couponSum: emissionCashFlows.couponSum,
      redemption: emissionCashFlows.redemption,
      source: emissionCashFlows.source,
    })
    .from(emissionCashFlows)
    .where(eq(emissionCashFlows.emissionId, emissionId))
    .orderBy(emissionCashFlows.num);
}

/** Put and call options, by date. */
export function findOffers(db: Executor, emissionId: number) {
  return db
    .select({ date: emissionOffers.date, type: emissionOffers.type, price: emissionOffers.price })
    .from(emissionOffers)
    .where(eq(emissionOffers.emissionId, emissionId))
    .orderBy(emissionOffers.date);
}

const priceColumns = {
  date: tradingTicks.date,
  tradingGroundId: tradingTicks.tradingGroundId,
  groundNames: tradingGrounds.names,
  cleanPrice: tradingTicks.lastPrice,
  ytm: tradingTicks.ytmLast,
  badData: tradingTicks.badData,
  source: tradingTicks.source,
};

/**
 * A bond's latest tick with a usable last price on or before a date (the lowest ground id on
 * that day), outside the grounds the caller leaves out.
 */
export async function findLatestPrice(
  db: Executor,
  emissionId: number,
  onOrBefore: string | null,
  excludedGroundIds: readonly number[],
) {
  const [row] = await db
    .select(priceColumns)
    .from(tradingTicks)
    .innerJoin(tradingGrounds, eq(tradingGrounds.id, tradingTicks.tradingGroundId))
    .where(
      and(
        eq(tradingTicks.emissionId, emissionId),
        isNotNull(tradingTicks.lastPrice),
        sql`not ('last_price' = any(${tradingTicks.badData}))`,
        onOrBefore ? lte(tradingTicks.date, onOrBefore) : undefined,
        excludedGroundIds.length > 0
          ? notInArray(tradingTicks.tradingGroundId, [...excludedGroundIds])
          : undefined,
      ),
    )
    .orderBy(desc(tradingTicks.date), asc(tradingTicks.tradingGroundId))
    .limit(1);
  return row ?? null;
}
export type PriceRow = NonNullable<Awaited<ReturnType<typeof findLatestPrice>>>;

/** The bond's latest tick that names a T-spread benchmark, with the spread and its yield. */
export async function findLatestTSpread(
  db: Executor,
  emissionId: number,
  excludedGroundIds: readonly number[],
) {
  const [row] = await db
    .select({
      date: tradingTicks.date,
      tradingGroundId: tradingTicks.tradingGroundId,
      tSpread: tradingTicks.tSpread,
      benchmarkName: tradingTicks.tSpreadBenchmark,
      ytm: tradingTicks.ytmLast,
      badData: tradingTicks.badData,
    })
    .from(tradingTicks)
    .where(
      and(
        eq(tradingTicks.emissionId, emissionId),
        isNotNull(tradingTicks.tSpreadBenchmark),
        excludedGroundIds.length > 0
          ? notInArray(tradingTicks.tradingGroundId, [...excludedGroundIds])
          : undefined,
      ),
    )
    .orderBy(desc(tradingTicks.date), asc(tradingTicks.tradingGroundId))
    .limit(1);
  return row ?? null;
}

/** The date of the bond's latest tick on any ground: the as-of of its data. */
export async function findLatestTickDate(db: Executor, emissionId: number) {
  const [row] = await db
    .select({ date: tradingTicks.date })
    .from(tradingTicks)
    .where(eq(tradingTicks.emissionId, emissionId))
    .orderBy(desc(tradingTicks.date))
    .limit(1);
  return row?.date ?? null;
}

/**
 * The government curve of a currency: its latest date on or before a date, with that date's
 * parameters (MOEX G-curve) and points. Zero curves come before par curves.
 */
export async function findCurve(db: Executor, currencyId: number, onOrBefore: string) {
  const curves = await db
    .select({
      id: yieldCurves.id,
      code: yieldCurves.code,
      names: yieldCurves.names,
      kind: yieldCurves.kind,
    })
    .from(yieldCurves)
    .where(eq(yieldCurves.currencyId, currencyId))
    .orderBy(sql`case ${yieldCurves.kind} when 'zero' then 0 else 1 end`, asc(yieldCurves.id));
  for (const curve of curves) {
    const [latest] = await db
      .select({ date: yieldCurvePoints.date })
      .from(yieldCurvePoints)
      .where(and(eq(yieldCurvePoints.curveId, curve.id), lte(yieldCurvePoints.date, onOrBefore)))
      .orderBy(desc(yieldCurvePoints.date))
      .limit(1);
    if (!latest) continue;
    const [points, [params]] = await Promise.all([
      db
        .select({ years: yieldCurvePoints.tenorYears, rate: yieldCurvePoints.value })
        .from(yieldCurvePoints)
        .where(and(eq(yieldCurvePoints.curveId, curve.id), eq(yieldCurvePoints.date, latest.date)))
        .orderBy(asc(yieldCurvePoints.tenorYears)),
      db
        .select({ params: yieldCurveParams.params })
        .from(yieldCurveParams)
        .where(and(eq(yieldCurveParams.curveId, curve.id), eq(yieldCurveParams.date, latest.date)))
        .limit(1),
    ]);
    return { ...curve, date: latest.date, points, params: params?.params ?? null };
  }
  return null;
}
export type CurveRow = NonNullable<Awaited<ReturnType<typeof findCurve>>>;
