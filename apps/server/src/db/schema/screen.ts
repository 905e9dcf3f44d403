import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { emissions } from './bonds';

const num = (name: string) => doublePrecision(name);

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
    /** Live on the as-of date (placed, not matured, redeemed, called or defaulted). */
    alive: boolean('alive').notNull(),
    /** The as-of date the row was computed for (its 30-day window ends there). */
    asOf: date('as_of').notNull(),
    /** The ground of the price (null: never priced on an open ground, or not alive). */
    tradingGroundId: integer('trading_ground_id'),
    priceDate: date('price_date'),
    cleanPrice: num('clean_price'),
    /** Our yield to maturity, % effective (MOEX) for rouble bonds, street otherwise. */
    ytm: num('ytm'),
    modifiedDuration: num('modified_duration'),
    convexity: num('convexity'),
    /** bp over the government curve of the bond's currency. */
    gSpread: num('g_spread'),
    accruedInterest: num('accrued_interest'),
    /** Days with a traded volume over the 30 days to as_of (open grounds summed). */
    tradedDays30: integer('traded_days_30').notNull(),
    medianVolume30: num('median_volume_30'),
    nextCouponDate: date('next_coupon_date'),
    nextCouponAmount: num('next_coupon_amount'),
    nextOfferDate: date('next_offer_date'),
    nextOfferType: text('next_offer_type'),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bond_screen_ytm_idx').on(t.ytm),
    index('bond_screen_duration_idx').on(t.modifiedDuration),
  ],
);

/** Bonds whose screen row is out of step: triggers add them (db/bond-screen-marks.ts). */
export const bondScreenDirty = pgTable('bond_screen_dirty', {
  emissionId: integer('emission_id').primaryKey(),
});
