import {
  date,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { countries, currencies, localized } from './reference';
import { provenance } from './provenance';

/** A government yield curve: MOEX G-curve, US Treasury par curve, FRED constant maturities... */
export const yieldCurves = pgTable('yield_curves', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  countryId: integer('country_id').references(() => countries.id),
  currencyId: integer('currency_id').references(() => currencies.id),
  names: localized('names'),
  /** What the points are: zero (effective annual %), par (% bond-equivalent) or cmt. */
  kind: text('kind').$type<'zero' | 'par' | 'cmt'>().notNull(),
  source: text('source').notNull().default('demo'),
});

/** A curve's value at a tenor (years) on a date. */
export const yieldCurvePoints = pgTable(
  'yield_curve_points',
  {
    curveId: integer('curve_id')
      .notNull()
      .references(() => yieldCurves.id, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    tenorYears: doublePrecision('tenor_years').notNull(),
    /** Percent. */
    value: doublePrecision('value').notNull(),
    ...provenance(),
  },
  (t) => [primaryKey({ columns: [t.curveId, t.date, t.tenorYears] })],
);

/** Published curve parameters by date (the MOEX G-curve's b1, b2, b3, t1, g1..g9). */
export const yieldCurveParams = pgTable(
  'yield_curve_params',
  {
    curveId: integer('curve_id')
      .notNull()
      .references(() => yieldCurves.id, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    params: jsonb('params').$type<Record<string, number>>().notNull(),
    ...provenance(),
  },
  (t) => [primaryKey({ columns: [t.curveId, t.date] })],
);
