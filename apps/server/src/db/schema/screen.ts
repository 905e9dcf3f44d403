import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { emissions } from './bonds';

const num = (name: string) => doublePrecision(name);

/**
 * The numbers that depend on where a bond was priced: its main row (`bond_screen`) holds them
 * for its screen ground, its ground rows (`bond_screen_grounds`) for each ground. One builder,
 * so the two tables cannot drift apart (the list reads a ground row in the main row's shape).
 */
const pricedNumbers = () => ({
  cleanPrice: num('clean_price'),
  /** Our yield to maturity, % effective (MOEX) for rouble bonds, street otherwise. */
  ytm: num('ytm'),
  modifiedDuration: num('modified_duration'),
  convexity: num('convexity'),
  /** bp over the government curve of the bond's currency. */
  gSpread: num('g_spread'),
  accruedInterest: num('accrued_interest'),
  /** Days with a traded volume over the 30 days to the screen's as-of date. */
  tradedDays30: integer('traded_days_30').notNull(),
  medianVolume30: num('median_volume_30'),
  /** Ask minus bid of the priced tick, % of face. */
  bidAskSpread: num('bid_ask_spread'),
  /** By bond-math from the price (screen-math.ts), in the convention of `ytm`, %. */
  yieldToOffer: num('yield_to_offer'),
  yieldToWorst: num('yield_to_worst'),
  /** The workout of the worst yield: maturity or an offer date. */
  worstDate: date('worst_date'),
  /** The screen's yield: to the next offer when one comes before maturity, else to maturity. */
  screenYield: num('screen_yield'),
  /** The screen yield in the street convention (compounded at the coupon frequency), %. */
  streetYield: num('street_yield'),
  /** The current period's annual coupon over the clean price, %. */
  currentYield: num('current_yield'),
  /** bp over the currency's government curve, to the screen yield's workout. */
  zSpread: num('z_spread'),
});

/**
 * The bond screener's numbers, one row per bond (docs/adr/0024-bond-screener.md): its latest
 * price on the grounds every subject may see, the yields and risk stored with that tick, its
 * liquidity over the 30 days to the data's as-of date, its next coupon and offer. Kept by
 * modules/screener/screen-refresh.ts for the bonds `bond_screen_dirty` names.
 */
export const bondScreen = pgTable(
  'bond_screen',
  {
    emissionId: integer('emission_id')
      .primaryKey()
      .references(() => emissions.id, { onDelete: 'cascade' }),
    /** Live on the screen's as-of date (placed, not matured, redeemed, called or defaulted). */
    alive: boolean('alive').notNull(),
    /** The ground of the price (null: never priced on an open ground, or not alive). */
    tradingGroundId: integer('trading_ground_id'),
    priceDate: date('price_date'),
    /** On the screen ground; days traded over the open grounds summed. */
    ...pricedNumbers(),
    nextCouponDate: date('next_coupon_date'),
    nextCouponAmount: num('next_coupon_amount'),
    nextOfferDate: date('next_offer_date'),
    nextOfferType: text('next_offer_type'),
    /** Has a put (call) still to come after the as-of date, whenever. */
    hasPut: boolean('has_put').notNull().default(false),
    hasCall: boolean('has_call').notNull().default(false),
    /** The next put still to come (a later one than the next offer when a call comes first). */
    nextPutDate: date('next_put_date'),
    /** The portal's rating of the bond (lib/current-rating.ts), as a notch: 1 = AAA … 23 = D. */
    ratingRank: integer('rating_rank'),
    /** In the central bank's lombard list on the as-of date. */
    lombard: boolean('lombard').notNull().default(false),
    /**
     * The praams block's overall risk score, 1 (lowest) to 7 (modules/praams: the same function
     * over the batch); null when the block shows nothing, and for a dead bond.
     */
    praamsScore: smallint('praams_score'),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bond_screen_yield_idx').on(t.screenYield),
    index('bond_screen_rating_idx').on(t.ratingRank),
    index('bond_screen_duration_idx').on(t.modifiedDuration),
    index('bond_screen_praams_idx').on(t.praamsScore),
  ],
);

/**
 * The as-of date the screener's rows were computed for (one row): the rows' 30-day windows end
 * there, their next coupon and offer come after it, and a screen's "offer within N days" counts
 * from it. Moved by the refresher, which first marks the bonds whose numbers the move changes
 * (screen.repository.ts markAsOfMoved), so a new trading day does not recompute every row.
 */
export const bondScreenState = pgTable(
  'bond_screen_state',
  {
    /** Always true: the table holds one row. */
    one: boolean('one').primaryKey().default(true),
    asOf: date('as_of').notNull(),
  },
  (t) => [check('bond_screen_state_one', sql`${t.one}`)],
);

export const bondScreenGrounds = pgTable(
  'bond_screen_grounds',
  {
    emissionId: integer('emission_id')
      .notNull()
      .references(() => emissions.id, { onDelete: 'cascade' }),
    groundId: integer('ground_id').notNull(),
    priceDate: date('price_date').notNull(),
    /** On this ground: its own days traded and median volume. */
    ...pricedNumbers(),
  },
  (t) => [
    primaryKey({ columns: [t.emissionId, t.groundId] }),
    // A screen on one ground starts from that ground's rows, often ordered by yield.
    index('bond_screen_grounds_yield_idx').on(t.groundId, t.screenYield),
    index('bond_screen_grounds_duration_idx').on(t.groundId, t.modifiedDuration),
  ],
);

/** Bonds whose screen row is out of step: triggers add them (db/bond-screen-marks.ts). */
export const bondScreenDirty = pgTable('bond_screen_dirty', {
  emissionId: integer('emission_id').primaryKey(),
  /** A write touched its terms, cash flows or offers: its bond-math numbers are recomputed. */
  terms: boolean('terms').notNull().default(false),
});

/**
 * Each exchange's latest tick date when the screen was last brought in step. A bond's praams
 * liquidity window ends on its ground's latest date, which can move while the data's as-of date
 * stays (another ground leads): then the ground's bonds are re-scored (screen-refresh.service).
 */
export const screenGroundEnds = pgTable('screen_ground_ends', {
  groundId: integer('ground_id').primaryKey(),
  latest: date('latest').notNull(),
});
