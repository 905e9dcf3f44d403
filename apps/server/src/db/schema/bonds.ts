import {
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
    source: text('source').notNull().default('demo'),
    asOf: timestamp('as_of', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('emissions_emitent_idx').on(t.emitentId)],
);
