import { bigint, bigserial, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The bonds a write touched since the data doctor last judged them (db/doctor-marks.ts): its
 * ticks, cash flows, offers, quotes or its own row. An incremental doctor judges those bonds
 * only, then removes the marks it read (by `mark`: a bond marked again meanwhile stays).
 */
export const doctorBondMarks = pgTable('doctor_bond_marks', {
  emissionId: integer('emission_id').primaryKey(),
  mark: bigserial('mark', { mode: 'number' }).notNull(),
});

/** The tables written since the doctor last ran the checks that read them whole. */
export const doctorTableMarks = pgTable('doctor_table_marks', {
  tableName: text('table_name').primaryKey(),
  mark: bigserial('mark', { mode: 'number' }).notNull(),
});

/**
 * The doctor's standing findings, one row per invariant: what the last full run found, with
 * each incremental run's bonds judged again (data/doctor/stored.ts). `by_bond` splits the
 * count by bond for the checks judged per bond, so a bond not judged again keeps its findings.
 */
export const doctorFindings = pgTable('doctor_findings', {
  code: text('code').primaryKey(),
  count: bigint('count', { mode: 'number' }).notNull(),
  /** Bond id -> rows breaking the invariant; null for the checks not judged per bond. */
  byBond: jsonb('by_bond').$type<Record<string, number>>(),
  examples: jsonb('examples').$type<Record<string, unknown>[]>().notNull(),
  /** When this invariant was last judged (whole, or over the touched bonds). */
  judgedAt: timestamp('judged_at', { withTimezone: true }).notNull().defaultNow(),
  /** When it was last judged over the whole database. */
  fullAt: timestamp('full_at', { withTimezone: true }).notNull(),
});
