import {
  type AnyPgColumn,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { emitents } from './issuers';
import { localized } from './reference';
import { provenance } from './provenance';
import { PIVOT_COLUMNS } from '../../lib/statement-lines';

/** bank_rsbu (bank local rules), msfo (IFRS), rsbu (local rules). */
export const REPORT_STANDARDS = ['bank_rsbu', 'msfo', 'rsbu'] as const;
export type ReportStandard = (typeof REPORT_STANDARDS)[number];

/**
 * The line catalogue of a standard: every table (balance, profit_and_loss, cash_flow,
 * capital_adequacy, ratios, params) is a tree of lines; sub rows hang under their parent.
 * `dataSetType` is the number the spec keys closed (paid) MSFO lines by.
 */
export const reportLines = pgTable(
  'report_lines',
  {
    standard: text('standard').$type<ReportStandard>().notNull(),
    tableCode: text('table_code').notNull(),
    lineCode: text('line_code').notNull(),
    parentCode: text('parent_code'),
    sort: integer('sort').notNull(),
    names: localized('names'),
    dataSetType: integer('data_set_type'),
    /** Shown only with full access (the spec's closed data). */
    closed: boolean('closed').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.standard, t.tableCode, t.lineCode] })],
);

/**
 * One statement set of an issuer under a standard: the spec's report select option
 * (consolidated group, standalone company...). Bank RSBU has an actual and an archive form.
 * A third-party provider's figures of a set are a row of their own: `providerOf` names our
 * set, `source` the provider (exerica). They are not a set of the issuer's: options, the
 * multipliers and the report files read our rows alone (`providerOf` null).
 */
export const financialReports = pgTable(
  'financial_reports',
  {
    id: serial('id').primaryKey(),
    emitentId: integer('emitent_id')
      .notNull()
      .references(() => emitents.id, { onDelete: 'cascade' }),
    standard: text('standard').$type<ReportStandard>().notNull(),
    names: localized('names'),
    /** 'actual' or 'archive' (bank RSBU forms); 'actual' elsewhere. */
    variant: text('variant').notNull().default('actual'),
    currency: text('currency').notNull(),
    /** The spec's dimension, e.g. thousands of roubles: a power of ten. */
    unitExponent: integer('unit_exponent').notNull().default(3),
    /** Our set these are a provider's figures of (same issuer and standard); null: ours. */
    providerOf: integer('provider_of').references((): AnyPgColumn => financialReports.id, {
      onDelete: 'cascade',
    }),
    ...provenance(),
  },
  (t) => [index('financial_reports_emitent_idx').on(t.emitentId, t.standard)],
);

/** A line's value for a period: quarter (Q), half-year (H) or year (Y), ending at periodEnd. */
export const reportValues = pgTable(
  'report_values',
  {
    reportId: integer('report_id')
      .notNull()
      .references(() => financialReports.id, { onDelete: 'cascade' }),
    tableCode: text('table_code').notNull(),
    lineCode: text('line_code').notNull(),
    periodType: text('period_type').$type<'Q' | 'H' | 'Y'>().notNull(),
    periodEnd: date('period_end').notNull(),
    value: doublePrecision('value').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.reportId, t.tableCode, t.lineCode, t.periodType, t.periodEnd] }),
  ],
);

/**
 * Derived (db/report-period-checks.ts, kept by triggers on report_values): per report period,
 * the values the data doctor's statement rules read (lib/statement-lines.ts PIVOT, a column
 * each), those the multipliers' formulas read, and how many totals of the period are not the sum of their lines. The doctor reads
 * these ~100 k rows at 500,000 bonds instead of 25 M values.
 */
export const reportPeriodChecks = pgTable(
  'report_period_checks',
  {
    reportId: integer('report_id').notNull(),
    periodType: text('period_type').$type<'Q' | 'H' | 'Y'>().notNull(),
    periodEnd: date('period_end').notNull(),
    ...Object.fromEntries(PIVOT_COLUMNS.map((c) => [c, doublePrecision(c)])),
    /** The cost lines stored with the sign of income, as `table.line=value` (null: none). */
    positiveExpenses: text('positive_expenses'),
    totalMismatches: integer('total_mismatches').notNull(),
    /** The values of the lines the multipliers' formulas read, by `standard:table:line`. */
    formulaLines: jsonb('formula_lines').$type<Record<string, number>>(),
  },
  (t) => [primaryKey({ columns: [t.reportId, t.periodType, t.periodEnd] })],
);

/** Ratio definitions in groups (valuation, profitability, leverage, liquidity...). */
export const multiplierDefinitions = pgTable('multiplier_definitions', {
  code: text('code').primaryKey(),
  groupId: integer('group_id').notNull(),
  groupNames: localized('group_names'),
  names: localized('names'),
  sort: integer('sort').notNull(),
  /** How it is computed from statement lines, for the methodology and the recompute test. */
  formula: text('formula').notNull(),
});

/** Multipliers by period: 1 quarterly, 2 annual (the spec's keys). */
export const multiplierValues = pgTable(
  'multiplier_values',
  {
    emitentId: integer('emitent_id')
      .notNull()
      .references(() => emitents.id, { onDelete: 'cascade' }),
    code: text('code')
      .notNull()
      .references(() => multiplierDefinitions.code),
    period: integer('period').$type<1 | 2>().notNull(),
    periodEnd: date('period_end').notNull(),
    value: doublePrecision('value').notNull(),
    ...provenance(),
  },
  (t) => [primaryKey({ columns: [t.emitentId, t.code, t.period, t.periodEnd] })],
);

/** Report files by year and quarter (I..IV) in Russian and English. */
export const reportFiles = pgTable(
  'report_files',
  {
    id: serial('id').primaryKey(),
    emitentId: integer('emitent_id')
      .notNull()
      .references(() => emitents.id, { onDelete: 'cascade' }),
    /** The list the file belongs to (the spec's {apiUrl}): msfo, rsbu, annual... */
    listCode: text('list_code').notNull(),
    year: integer('year').notNull(),
    quarter: integer('quarter').notNull(),
    language: text('language').$type<'rus' | 'eng'>().notNull(),
    url: text('url').notNull(),
    mimetype: text('mimetype').notNull(),
    ...provenance(),
  },
  (t) => [index('report_files_emitent_idx').on(t.emitentId, t.listCode, t.year)],
);

/** Analysts' consensus forecasts of an issuer's indicators. */
export const consensusForecasts = pgTable(
  'consensus_forecasts',
  {
    id: serial('id').primaryKey(),
    emitentId: integer('emitent_id')
      .notNull()
      .references(() => emitents.id, { onDelete: 'cascade' }),
    indexNames: localized('index_names'),
    period: text('period').notNull(),
    actualValue: doublePrecision('actual_value'),
    forecastValue: doublePrecision('forecast_value'),
    analysts: integer('analysts'),
    date: date('date').notNull(),
    ...provenance(),
  },
  (t) => [index('consensus_forecasts_emitent_idx').on(t.emitentId)],
);
