import { and, asc, desc, eq, inArray, lte, max, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/transaction';
import {
  accessRequests,
  emissionOffers,
  emissions,
  marketParticipants,
  participantContacts,
  participantQuotes,
  tradingGrounds,
  tradingTicks,
} from '../../db/schema/index';

/** The bond as the block's path names it: its issuer and status, to check the page's view. */
export async function findBond(db: Executor, id: number) {
  const [row] = await db
    .select({ id: emissions.id, emitentId: emissions.emitentId, statusId: emissions.statusId })
    .from(emissions)
    .where(eq(emissions.id, id))
    .limit(1);
  return row ?? null;
}

/** The grounds with ticks of the bond: each one's name, latest date and number of ticks. */
export function findTickGrounds(db: Executor, emissionId: number) {
  return db
    .select({
      id: tradingGrounds.id,
      names: tradingGrounds.names,
      latestDate: max(tradingTicks.date).mapWith(String),
      points: sql<number>`count(*)::int`,
    })
    .from(tradingTicks)
    .innerJoin(tradingGrounds, eq(tradingGrounds.id, tradingTicks.tradingGroundId))
    .where(eq(tradingTicks.emissionId, emissionId))
    .groupBy(tradingGrounds.id, tradingGrounds.names)
    .orderBy(tradingGrounds.id);
}

/** The latest `limit` ticks of the bond on each of its grounds, by ground, newest first. */
export function findLatestTicks(db: Executor, emissionId: number, limit: number) {
  const ranked = db
    .select({
      tradingGroundId: tradingTicks.tradingGroundId,
      date: tradingTicks.date,
      buyingQuote: tradingTicks.buyingQuote,
      sellingQuote: tradingTicks.sellingQuote,
      indicativePrice: tradingTicks.indicativePrice,
      legalClosePrice: tradingTicks.legalClosePrice,
      ytmBid: tradingTicks.ytmBid,
      ytmOffer: tradingTicks.ytmOffer,
      clearanceProfitEffect: tradingTicks.clearanceProfitEffect,
      indicativeYield: tradingTicks.indicativeYield,
      indicativeYieldType: tradingTicks.indicativeYieldType,
      ytoBid: tradingTicks.ytoBid,
      ytoOffer: tradingTicks.ytoOffer,
      offerProfitEffect: tradingTicks.offerProfitEffect,
      offerDate: tradingTicks.offerDate,
      tSpread: tradingTicks.tSpread,
      tSpreadBenchmark: tradingTicks.tSpreadBenchmark,
      gSpread: tradingTicks.gSpread,
      volumeMoney: tradingTicks.volumeMoney,
      badData: tradingTicks.badData,
      rank: sql<number>`row_number() over (partition by ${tradingTicks.tradingGroundId} order by ${tradingTicks.date} desc)`.as(
        'rank',
      ),
    })
    .from(tradingTicks)
    .where(eq(tradingTicks.emissionId, emissionId))
    .as('ranked');
  return db
    .select()
    .from(ranked)
    .where(lte(ranked.rank, limit))
    .orderBy(ranked.tradingGroundId, desc(ranked.date));
}

/** The market participants quoting the bond, with their latest date and number of quotes. */
export function findParticipants(db: Executor, emissionId: number) {
  return db
    .select({
      id: marketParticipants.id,
      names: tradingGrounds.names,
      url: marketParticipants.url,
      emitentId: marketParticipants.emitentId,
      responsePersonId: marketParticipants.responsePersonId,
      hideQuotes: marketParticipants.hideQuotes,
      latestDate: max(participantQuotes.date).mapWith(String),
      points: sql<number>`count(*)::int`,
    })
    .from(participantQuotes)
    .innerJoin(marketParticipants, eq(marketParticipants.id, participantQuotes.participantId))
    .innerJoin(tradingGrounds, eq(tradingGrounds.id, marketParticipants.id))
    .where(eq(participantQuotes.emissionId, emissionId))
    .groupBy(marketParticipants.id, tradingGrounds.names)
    .orderBy(marketParticipants.id);
}

/**
 * The participants' quotes the block shows: per participant its latest `limit` quotes of any
 * kind, its latest `limit` end-of-day ones, and every one of `day` (price today). Each row says
 * its rank among all of its participant's quotes and among those of its kind.
 */
export function findParticipantQuotes(
  db: Executor,
  emissionId: number,
  limit: number,
  day: string,
) {
  const newestFirst = sql`${participantQuotes.date} desc, ${participantQuotes.time} desc nulls last, ${participantQuotes.id} desc`;
  const ranked = db
    .select({
      participantId: participantQuotes.participantId,
      date: participantQuotes.date,
      time: participantQuotes.time,
      endOfDay: participantQuotes.endOfDay,
      buyingQuote: participantQuotes.buyingQuote,
      sellingQuote: participantQuotes.sellingQuote,
      indicativePrice: participantQuotes.indicativePrice,
      indicativeYieldBid: participantQuotes.indicativeYieldBid,
      indicativeYieldAsk: participantQuotes.indicativeYieldAsk,
      clearanceProfitEffect: participantQuotes.clearanceProfitEffect,
      ytoBid: participantQuotes.ytoBid,
      ytoOffer: participantQuotes.ytoOffer,
      offerProfitEffect: participantQuotes.offerProfitEffect,
      tSpread: participantQuotes.tSpread,
      gSpread: participantQuotes.gSpread,
      tradingVolume: participantQuotes.tradingVolume,
      id: participantQuotes.id,
      rankAll:
        sql<number>`(row_number() over (partition by ${participantQuotes.participantId} order by ${newestFirst}))::int`.as(
          'rank_all',
        ),
      rankKind:
        sql<number>`(row_number() over (partition by ${participantQuotes.participantId}, ${participantQuotes.endOfDay} order by ${newestFirst}))::int`.as(
          'rank_kind',
        ),
    })
    .from(participantQuotes)
    .where(eq(participantQuotes.emissionId, emissionId))
    .as('ranked');
  return db
    .select()
    .from(ranked)
    .where(
      or(
        lte(ranked.rankAll, limit),
        and(eq(ranked.endOfDay, true), lte(ranked.rankKind, limit)),
        eq(ranked.date, day),
      ),
    )
    .orderBy(ranked.participantId, asc(ranked.rankAll));
}

/** The contact lines of the participants' companies, in their order. */
export function findContacts(db: Executor, emitentIds: number[]) {
  if (emitentIds.length === 0) return Promise.resolve([]);
  return db
    .select({ emitentId: participantContacts.emitentId, ttl: participantContacts.ttl })
    .from(participantContacts)
    .where(inArray(participantContacts.emitentId, emitentIds))
    .orderBy(participantContacts.emitentId, participantContacts.sort, participantContacts.id);
}

/**
 * The user's quotes requests about these grounds, newest first: the first one per ground is
 * its state (the same table, kind 'quotes', that the request endpoint writes and admins decide).
 */
export function findQuoteRequests(db: Executor, userId: number, groundIds: number[]) {
  if (groundIds.length === 0) return Promise.resolve([]);
  return db
    .select({ groundId: accessRequests.subjectId, status: accessRequests.status })
    .from(accessRequests)
    .where(
      and(
        eq(accessRequests.userId, userId),
        eq(accessRequests.kind, 'quotes'),
        inArray(accessRequests.subjectId, groundIds),
      ),
    )
    .orderBy(desc(accessRequests.createdAt), desc(accessRequests.id));
}

/** The dates of the bond's puts and calls: a quote's yield to offer goes to the next one. */
export function findOfferDates(db: Executor, emissionId: number) {
  return db
    .select({ date: emissionOffers.date })
    .from(emissionOffers)
    .where(eq(emissionOffers.emissionId, emissionId))
    .orderBy(asc(emissionOffers.date));
}

/** Whether the user ever asked a market participant for its quotes (one index probe). */
export async function hasQuoteRequests(db: Executor, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: accessRequests.id })
    .from(accessRequests)
    .where(and(eq(accessRequests.userId, userId), eq(accessRequests.kind, 'quotes')))
    .limit(1);
  return row !== undefined;
}
