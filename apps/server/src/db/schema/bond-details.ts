import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { emissions } from './bonds';
import { emitents } from './issuers';
import { indexes } from './markets';
import { localized } from './reference';
import { provenance } from './provenance';

/** The spec's cash flow row: coupons and redemptions per bond, as published or generated. */
export const emissionCashFlows = pgTable(
  'emission_cash_flows',
  {
    emissionId: integer('emission_id')
      .notNull()
      .references(() => emissions.id, { onDelete: 'cascade' }),
    num: integer('num').notNull(),
    /** Scheduled payment date. */
    date: date('date').notNull(),
    actualPaymentDate: date('actual_payment_date'),
    recordDate: date('record_date'),
    nontradingStartDate: date('nontrading_start_date'),
    /** % a year for the period. */
    couponRate: doublePrecision('coupon_rate'),
    /** Coupon per bond, currency. */
    couponSum: doublePrecision('coupon_sum'),
    /** Principal repaid per bond, currency. */
    redemption: doublePrecision('redemption'),
    /** Outstanding share of face after the payment, 0..1. */
    poolFactor: doublePrecision('pool_factor'),
    /** A floater's future coupon assumed, not fixed. */
    couponIsEstimated: boolean('coupon_is_estimated').notNull().default(false),
    ...provenance(),
  },
  (t) => [
    primaryKey({ columns: [t.emissionId, t.num] }),
    // The payments of the days an as-of move passes (modules/screener: their bonds' next coupon).
    index('emission_cash_flows_date_idx').on(t.date),
  ],
);

/** Put and call options ("offerts"). */
export const emissionOffers = pgTable(
  'emission_offers',
  {
    id: serial('id').primaryKey(),
    emissionId: integer('emission_id')
      .notNull()
      .references(() => emissions.id, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    /** Start and end of the acceptance period, free text as issuers publish it. */
    period: text('period'),
    type: text('type').$type<'put' | 'call'>().notNull(),
    /** e.g. 'full', 'partial', 'make-whole'. */
    optionType: text('option_type'),
    noticePeriod: text('notice_period'),
    /** Spread over a benchmark for make-whole calls, bp. */
    benchmarkSpread: doublePrecision('benchmark_spread'),
    /** Exercise price, % of face. */
    price: doublePrecision('price').notNull().default(100),
    /** Bonds bought back at the offer (after it took place). */
    repurchasedAmount: doublePrecision('repurchased_amount'),
    ...provenance(),
  },
  (t) => [index('emission_offers_emission_idx').on(t.emissionId, t.date)],
);

export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    emissionId: integer('emission_id').references(() => emissions.id, { onDelete: 'cascade' }),
    emitentId: integer('emitent_id').references(() => emitents.id, { onDelete: 'cascade' }),
    /** prospectus | decision | terms | report | other */
    kind: text('kind').notNull(),
    names: localized('names'),
    language: text('language').notNull(),
    date: date('date').notNull(),
    /** Where the file is served from (a path under the files store, or an external URL). */
    url: text('url').notNull(),
    mimetype: text('mimetype').notNull(),
    sizeBytes: integer('size_bytes'),
    ...provenance(),
  },
  (t) => [
    index('documents_emission_idx').on(t.emissionId),
    index('documents_emitent_idx').on(t.emitentId),
  ],
);

/** Bonds that include a bond in an index: the constituents and their weights over time. */
export const indexConstituents = pgTable(
  'index_constituents',
  {
    indexId: integer('index_id')
      .notNull()
      .references(() => indexes.id, { onDelete: 'cascade' }),
    emissionId: integer('emission_id')
      .notNull()
      .references(() => emissions.id, { onDelete: 'cascade' }),
    fromDate: date('from_date').notNull(),
    toDate: date('to_date'),
    /** Share of the index, 0..1 (or amount in the index, per the methodology). */
    weight: doublePrecision('weight').notNull(),
  },
  (t) => [primaryKey({ columns: [t.indexId, t.emissionId, t.fromDate] })],
);
