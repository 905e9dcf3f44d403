import { date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { emissions } from './bonds';
import { emitents } from './issuers';
import { localized } from './reference';
import { provenance } from './provenance';

export const ratingAgencies = pgTable('rating_agencies', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  names: localized('names'),
});

/** A scale of an agency (international long-term, national, short-term...). */
export const ratingScales = pgTable('rating_scales', {
  id: serial('id').primaryKey(),
  agencyId: integer('agency_id')
    .notNull()
    .references(() => ratingAgencies.id),
  code: text('code').notNull(),
  names: localized('names'),
});

/** One grade of a scale, e.g. "BBB-"; rank orders grades (1 = best). */
export const ratingScalePoints = pgTable('rating_scale_points', {
  id: serial('id').primaryKey(),
  scaleId: integer('scale_id')
    .notNull()
    .references(() => ratingScales.id),
  name: text('name').notNull(),
  rank: integer('rank').notNull(),
});

/** Who a rating is about: the spec's six lists. */
export const RATING_SUBJECTS = [
  'emission',
  'emitent',
  'spv',
  'surety',
  'guarantors',
  'offeror',
] as const;
/** Active, or one of the spec's revoked statuses. */
export const RATING_STATUSES = ['active', 'withdrawn', 'nr', 'pif', 'suspended'] as const;

/** Every rating action; the current rating is the latest action per subject, agency and scale. */
export const ratingActions = pgTable(
  'rating_actions',
  {
    id: serial('id').primaryKey(),
    subject: text('subject').$type<(typeof RATING_SUBJECTS)[number]>().notNull(),
    emissionId: integer('emission_id').references(() => emissions.id, { onDelete: 'cascade' }),
    emitentId: integer('emitent_id').references(() => emitents.id, { onDelete: 'cascade' }),
    scaleId: integer('scale_id')
      .notNull()
      .references(() => ratingScales.id),
    /** Null for a revoked status. */
    scalePointId: integer('scale_point_id').references(() => ratingScalePoints.id),
    status: text('status').$type<(typeof RATING_STATUSES)[number]>().notNull().default('active'),
    /** positive | stable | negative | developing | watch */
    outlook: text('outlook'),
    date: date('date').notNull(),
    ...provenance(),
  },
  (t) => [
    index('rating_actions_emission_idx').on(t.emissionId, t.date),
    index('rating_actions_emitent_idx').on(t.emitentId, t.date),
  ],
);
