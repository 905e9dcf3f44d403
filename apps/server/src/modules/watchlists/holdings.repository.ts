import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/transaction';
import {
  currencies,
  emissionCashFlows,
  emissionOffers,
  emissions,
  tradingGrounds,
  tradingTicks,
  watchlistItems,
  watchlists,
} from '../../db/schema/index';

export { findDataAsOf } from '../../lib/data-as-of';

export async function findLists(db: Executor, userId: number) {
  return db
    .select({ id: watchlists.id, name: watchlists.name })
    .from(watchlists)
    .where(eq(watchlists.userId, userId))
    .orderBy(asc(watchlists.id));
}

/** Every holding of the user (or of one list), with the bond's terms. */
export async function findHoldings(db: Executor, userId: number, listId?: number) {
  return db
    .select({
      itemId: watchlistItems.id,
      listId: watchlistItems.watchlistId,
      bondId: emissions.id,
      names: emissions.names,
      emitentId: emissions.emitentId,
      isin: emissions.isin,
      currency: currencies.code,
      faceValue: emissions.faceValue,
      maturityDate: emissions.maturityDate,
      couponType: emissions.couponType,
      statusId: emissions.statusId,
      // The bond's as-of day (UTC): its quote's age counts from there, as on the summary.
      asOf: sql<string>`to_char(${emissions.asOf} at time zone 'UTC', 'YYYY-MM-DD')`,
      buyPrice: watchlistItems.price,
      buyDate: watchlistItems.buyDate,
      count: watchlistItems.count,
    })
    .from(watchlistItems)
    .innerJoin(watchlists, eq(watchlists.id, watchlistItems.watchlistId))
    .innerJoin(emissions, eq(emissions.id, watchlistItems.emissionId))
    .innerJoin(currencies, eq(currencies.id, emissions.currencyId))
    .where(and(eq(watchlists.userId, userId), listId ? eq(watchlists.id, listId) : undefined))
    .orderBy(asc(watchlistItems.watchlistId), asc(watchlistItems.id));
}

/** The price the bond summary reads: last trade, else close, else the ground's valuation. */
const summaryPrice = sql<
  number | null
>`coalesce(${tradingTicks.lastPrice}, ${tradingTicks.legalClosePrice}, ${tradingTicks.indicativePrice})`;

/** Each ground's latest priced tick of each bond (as the bond summary's latest quote). */
export async function findLatestTicks(db: Executor, bondIds: number[]) {
  if (bondIds.length === 0) return [];
  return db
    .selectDistinctOn([tradingTicks.emissionId, tradingTicks.tradingGroundId], {
      bondId: tradingTicks.emissionId,
      tradingGroundId: tradingTicks.tradingGroundId,
      groundNames: tradingGrounds.names,
      isExchange: tradingGrounds.isExchange,
      date: tradingTicks.date,
      cleanPrice: summaryPrice.mapWith(tradingTicks.lastPrice),
      ytm: tradingTicks.ytmLast,
      nkd: tradingTicks.nkd,
      duration: tradingTicks.duration,
      badData: tradingTicks.badData,
    })
    .from(tradingTicks)
    .innerJoin(tradingGrounds, eq(tradingGrounds.id, tradingTicks.tradingGroundId))
    .where(and(inArray(tradingTicks.emissionId, bondIds), sql`${summaryPrice} is not null`))
    .orderBy(tradingTicks.emissionId, tradingTicks.tradingGroundId, desc(tradingTicks.date));
}

/** The bonds' cash flows (coupons per bond, principal repaid per bond), by date. */
export async function findCashFlows(db: Executor, bondIds: number[]) {
  if (bondIds.length === 0) return [];
  return db
    .select({
      bondId: emissionCashFlows.emissionId,
      num: emissionCashFlows.num,
      date: emissionCashFlows.date,
      couponRate: emissionCashFlows.couponRate,
      paidDate: emissionCashFlows.actualPaymentDate,
      couponSum: emissionCashFlows.couponSum,
      redemption: emissionCashFlows.redemption,
      couponIsEstimated: emissionCashFlows.couponIsEstimated,
    })
    .from(emissionCashFlows)
    .where(inArray(emissionCashFlows.emissionId, bondIds))
    .orderBy(emissionCashFlows.emissionId, emissionCashFlows.num);
}

/** The bonds' put and call options. */
export async function findOffers(db: Executor, bondIds: number[]) {
  if (bondIds.length === 0) return [];
  return db
    .select({
      id: emissionOffers.id,
      bondId: emissionOffers.emissionId,
      date: emissionOffers.date,
      type: emissionOffers.type,
      period: emissionOffers.period,
      noticePeriod: emissionOffers.noticePeriod,
      price: emissionOffers.price,
    })
    .from(emissionOffers)
    .where(inArray(emissionOffers.emissionId, bondIds))
    .orderBy(emissionOffers.emissionId, emissionOffers.date);
}
