import { and, asc, eq, sql } from 'drizzle-orm';
import type { LocalizedText } from '@bondsight/contracts';
import type { Executor } from '../../db/transaction';
import {
  emitents,
  financialReports,
  multiplierDefinitions,
  reportLines,
  type ReportStandard,
} from '../../db/schema/index';

/** A statement set as the answers need it. */
export interface ReportRecord {
  id: number;
  emitentId: number;
  standard: ReportStandard;
  names: LocalizedText;
  variant: string;
  currency: string;
  unitExponent: number;
  source: string;
  /** Our set these are a provider's figures of; null: ours. */
  providerOf: number | null;
  asOf: Date;
}

const reportColumns = {
  id: financialReports.id,
  emitentId: financialReports.emitentId,
  standard: financialReports.standard,
  names: financialReports.names,
  variant: financialReports.variant,
  currency: financialReports.currency,
  unitExponent: financialReports.unitExponent,
  source: financialReports.source,
  providerOf: financialReports.providerOf,
  asOf: financialReports.asOf,
};

/** A period's value of a line: [period type, period end (YYYY-MM-DD), value]. */
export type StoredValue = [type: 'Q' | 'H' | 'Y', end: string, value: number];

/** A catalogue line with its values in the report (oldest period first). */
export interface LineValues {
  tableCode: string;
  lineCode: string;
  parentCode: string | null;
  names: LocalizedText;
  dataSetType: number | null;
  closed: boolean;
  values: StoredValue[];
}

/** One statement set by id, or null. */
export async function findReport(db: Executor, id: number): Promise<ReportRecord | null> {
  const [row] = await db
    .select(reportColumns)
    .from(financialReports)
    .where(eq(financialReports.id, id));
  return row ?? null;
}

/** A provider's figures of one of our sets (by the provider's source name), or null. */
export async function findProviderReport(
  db: Executor,
  report: Pick<ReportRecord, 'id' | 'emitentId'>,
  source: string,
): Promise<ReportRecord | null> {
  const [row] = await db
    .select(reportColumns)
    .from(financialReports)
    .where(
      and(
        eq(financialReports.emitentId, report.emitentId),
        eq(financialReports.providerOf, report.id),
        eq(financialReports.source, source),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * An issuer's statement sets and the providers' figures of them (providerOf), lowest id first
 * (the generator and importers write the main set first, a provider's figures after ours), or
 * null when the issuer does not exist: one query, the issuer left-joined.
 */
export async function findIssuerReports(
  db: Executor,
  emitentId: number,
): Promise<ReportRecord[] | null> {
  const rows = await db
    .select({ issuer: emitents.id, report: reportColumns })
    .from(emitents)
    .leftJoin(financialReports, eq(financialReports.emitentId, emitents.id))
    .where(eq(emitents.id, emitentId))
    .orderBy(asc(financialReports.id));
  if (rows.length === 0) return null;
  return rows.flatMap((r) => (r.report ? [r.report] : []));
}

/**
 * Every catalogue line of the report's standard, in catalogue order, with the report's values
 * between `from` and `to` (period ends, inclusive) aggregated per line: one query, one row a
 * line, so the line names travel once.
 */
export async function findLineValues(
  db: Executor,
  report: Pick<ReportRecord, 'id' | 'standard'>,
  range: { from: string; to: string } | null = null,
): Promise<LineValues[]> {
  const inRange = range
    ? sql`and v.period_end between ${range.from}::date and ${range.to}::date`
    : sql``;
  const rows = await db
    .select({
      tableCode: reportLines.tableCode,
      lineCode: reportLines.lineCode,
      parentCode: reportLines.parentCode,
      names: reportLines.names,
      dataSetType: reportLines.dataSetType,
      closed: reportLines.closed,
      // The outer columns are named by hand: inside a subquery Drizzle writes them unqualified,
      // and report_values has columns of the same names.
      values: sql<StoredValue[] | null>`(
        select json_agg(json_build_array(v.period_type, v.period_end::text, v.value)
                        order by v.period_end, v.period_type)
        from report_values v
        where v.report_id = ${report.id} and v.table_code = report_lines.table_code
          and v.line_code = report_lines.line_code ${inRange})`,
    })
    .from(reportLines)
    .where(eq(reportLines.standard, report.standard))
    .orderBy(asc(reportLines.tableCode), asc(reportLines.sort));
  return rows.map((r) => ({ ...r, values: r.values ?? [] }));
}

/** The multipliers' definitions, for the methodology document. */
export function findMultiplierFormulas(db: Executor) {
  return db
    .select({
      code: multiplierDefinitions.code,
      groupId: multiplierDefinitions.groupId,
      names: multiplierDefinitions.names,
      formula: multiplierDefinitions.formula,
    })
    .from(multiplierDefinitions)
    .orderBy(asc(multiplierDefinitions.groupId), asc(multiplierDefinitions.sort));
}
