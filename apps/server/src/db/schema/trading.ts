import {
  bigint,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { emissions } from './bonds';
import { tradingGrounds } from './reference';

const num = (name: string) => doublePrecision(name);

/**
 * One bond on one trading ground on one day: every field of the spec's "Trading tick".
 * Every numeric is nullable (missing); `bad_data` lists the fields marked unusable
 * (the spec's `.baddata` flag), so a value can be both present and not to be trusted.
 */
export const tradingTicks = pgTable(
  'trading_ticks',
  {
    emissionId: integer('emission_id')
      .notNull()
      .references(() => emissions.id),
    tradingGroundId: integer('trading_ground_id')
      .notNull()
      .references(() => tradingGrounds.id),
    date: date('date').notNull(),
    document: text('document'),
    typeId: integer('type_id'),
    buyingQuote: num('buying_quote'),
    sellingQuote: num('selling_quote'),
    bidAskSpread: num('bid_ask_spread'),
    midPrice: num('mid_price'),
    openPrice: num('open_price'),
    minPrice: num('min_price'),
    maxPrice: num('max_price'),
    lastPrice: num('last_price'),
    avarPrice: num('avar_price'),
    legalClosePrice: num('legalcloseprice'),
    marketPrice: num('marketprice'),
    marketPrice2: num('marketprice2'),
    admittedQuote: num('admittedquote'),
    indicativePrice: num('indicative_price'),
    indicativePriceType: text('indicative_price_type'),
    previousIndicativePrice: num('previous_indicative_price'),
    ytmBid: num('ytm_bid'),
    ytmOffer: num('ytm_offer'),
    ytmLast: num('ytm_last'),
    ytmClose: num('ytm_close'),
    ytoBid: num('yto_bid'),
    ytoOffer: num('yto_offer'),
    ytoLast: num('yto_last'),
    ytoClose: num('yto_close'),
    ytcBid: num('ytc_bid'),
    ytcOffer: num('ytc_offer'),
    ytcLast: num('ytc_last'),
    ytcClose: num('ytc_close'),
    clearanceProfitEffect: num('clearance_profit_effect'),
    offerProfitEffect: num('offer_profit_effect'),
    couponProfitEffect: num('coupon_profit_effect'),
    indicativeYield: num('indicative_yield'),
    /** Clearance (shown as Maturity), Offer (Put/Call) or Coupon (Current). */
    indicativeYieldType: text('indicative_yield_type'),
    offerDate: date('offer_date'),
    nkd: num('nkd'),
    dur: num('dur'),
    durTo: num('dur_to'),
    /** Macaulay duration, days: ours, by bond-math from the price (as ytm_last is ours). */
    duration: num('duration'),
    /** The exchange's published DURATION, days, where it publishes one (beside ours). */
    exchangeDuration: num('exchange_duration'),
    durMod: num('dur_mod'),
    durModTo: num('dur_mod_to'),
    modifiedDuration: num('modified_duration'),
    yearsToMaturity: num('years_to_maturity'),
    yearsToOffert: num('years_to_offert'),
    convexity: num('convexity'),
    convexityOffer: num('convexity_offer'),
    pvbp: num('pvbp'),
    pvbpOffer: num('pvbp_offer'),
    volumeMoney: num('volume_money'),
    volume: num('volume'),
    overturn: num('overturn'),
    agreementNumber: integer('agreement_number'),
    gSpread: num('g_spread'),
    tSpread: num('t_spread'),
    tSpreadBenchmark: text('t_spread_benchmark'),
    boardName: text('board_name'),
    lastDeal: text('last_deal'),
    badData: text('bad_data').array().notNull().default([]),
    source: text('source').notNull().default('demo'),
  },
  (t) => [
    primaryKey({ columns: [t.emissionId, t.tradingGroundId, t.date] }),
    index('trading_ticks_ground_date_idx').on(t.tradingGroundId, t.date),
  ],
);

/**
 * The ticks summed per (bond, T-spread benchmark named): what the data doctor reads instead of
 * every tick (db/tick-stretches.ts keeps it by triggers on trading_ticks, whoever writes).
 * `benchmark` is '' for ticks that name none. Counts and extremes per lib/tick-rules.ts.
 */
export const tickStretches = pgTable(
  'tick_stretches',
  {
    emissionId: integer('emission_id').notNull(),
    benchmark: text('benchmark').notNull(),
    ticks: bigint('ticks', { mode: 'number' }).notNull(),
    spreadTicks: bigint('spread_ticks', { mode: 'number' }).notNull(),
    // Nullable only for the moment a trigger moves a stretch's last ticks away (then deletes it).
    firstDay: date('first_day'),
    lastDay: date('last_day'),
    firstSpread: date('first_spread'),
    lastSpread: date('last_spread'),
    /** Ticks with an unflagged yield outside the sane band. */
    yields: bigint('yields', { mode: 'number' }).notNull(),
    /** Ticks whose dur_to reaches past their own offer date. */
    durTo: bigint('dur_to', { mode: 'number' }).notNull(),
    durReach: num('dur_reach'),
    durationReach: num('duration_reach'),
  },
  (t) => [primaryKey({ columns: [t.emissionId, t.benchmark] })],
);
