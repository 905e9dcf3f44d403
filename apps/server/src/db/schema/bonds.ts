import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { currencies, localized } from './reference';
import { emitents } from './issuers';

/** Bonds ("emissions" in the spec's contract). */
export const emissions = pgTable(
  'emissions',
  {
    id: serial('id').primaryKey(),
    isin: varchar('isin', { length: 12 }).unique(),
    names: localized('names'),
    fullNames: localized('full_names'),
    emitentId: integer('emitent_id')
      .notNull()
      .references(() => emitents.id),
    statusId: integer('status_id').notNull(),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    faceValue: doublePrecision('face_value').notNull(),
    issueDate: date('issue_date'),
    maturityDate: date('maturity_date'),
    /** fixed | floating | zero | step */
    couponType: text('coupon_type').notNull(),
    /** % a year; null for zero-coupon bonds. */
    couponRate: doublePrecision('coupon_rate'),
    couponFrequency: integer('coupon_frequency').notNull(),
    /** A bond-math day-count id such as ACT/365F. */
    dayCount: text('day_count').notNull(),
    outstandingVolume: doublePrecision('outstanding_volume'),
    /** Amount placed at issue, currency. */
    placedVolume: doublePrecision('placed_volume'),
    placementPrice: doublePrecision('placement_price'),
    /** sovereign | municipal | corporate | bank | supranational */
    bondKind: text('bond_kind').notNull().default('corporate'),
    /** The exchange's code: an OFZ's MOEX SECID (SU26230RMFS1), a Treasury's CUSIP. */
    secid: text('secid'),
    registrationNumber: text('registration_number'),
    minTradingLot: integer('min_trading_lot'),
    listingLevel: integer('listing_level'),
    /** Floaters: the reference rate (KEYRATE, RUONIA, SOFR...) and margin over it, %. */
    floatingBase: text('floating_base'),
    floatingMargin: doublePrecision('floating_margin'),
    isAmortizing: boolean('is_amortizing').notNull().default(false),
    isSubordinated: boolean('is_subordinated').notNull().default(false),
    isSecured: boolean('is_secured').notNull().default(false),
    isGuaranteed: boolean('is_guaranteed').notNull().default(false),
    isConvertible: boolean('is_convertible').notNull().default(false),
    /**
     * The day the bond ceased to exist (its last payment): maturity, an exercised call or put of
     * the whole issue, a full early redemption, a buy-back or a conversion. Null while it lives.
     * lib/bond-life.ts reads it; the data doctor checks every ended status has it.
     */
    redeemedOn: date('redeemed_on'),
    /** maturity | call | put | early_redemption | buyback | conversion (with redeemed_on). */
    endEvent: text('end_event'),
    /** The first payment the issuer missed (status 256 default): later payments are missed too. */
    defaultedOn: date('defaulted_on'),
    source: text('source').notNull().default('demo'),
    asOf: timestamp('as_of', { withTimezone: true }).notNull().defaultNow(),
  },
  // The similar-bonds query's covering indexes (INCLUDE columns) are in migration 0004:
  // drizzle's index builder cannot declare them.
  (t) => [index('emissions_emitent_idx').on(t.emitentId)],
);
