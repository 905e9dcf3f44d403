import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/transaction';
import {
  emitents,
  financialReports,
  reportFiles,
  reportLines,
  reportValues,
  type ReportStandard,
} from '../../db/schema/index';

export { emitentExists } from '../../lib/issuer-lookup';

/** One list's files of an issuer, the newest year first (no addresses: those are gated). */
export function findFiles(db: Executor, emitentId: number, listCode: string) {
  return db
    .select({
      id: reportFiles.id,
      year: reportFiles.year,
      quarter: reportFiles.quarter,
      language: reportFiles.language,
      mimetype: reportFiles.mimetype,
    })
    .from(reportFiles)
    .where(and(eq(reportFiles.emitentId, emitentId), eq(reportFiles.listCode, listCode)))
    .orderBy(desc(reportFiles.year), asc(reportFiles.quarter), asc(reportFiles.id));
}

export async function findFile(db: Executor, id: number) {
  const [row] = await db
    .select({
      file: reportFiles,
      emitentNames: emitents.names,
    })
    .from(reportFiles)
    .innerJoin(emitents, eq(emitents.id, reportFiles.emitentId))
    .where(eq(reportFiles.id, id))
    .limit(1);
  return row ?? null;
}

/**
 * The issuer's own statement sets under a standard (a provider's figures of one are not the
 * issuer's file), the actual form first, then by id.
 */
export function findReports(db: Executor, emitentId: number, standard: ReportStandard) {
  return db
    .select({
      id: financialReports.id,
      names: financialReports.names,
      variant: financialReports.variant,
      currency: financialReports.currency,
      unitExponent: financialReports.unitExponent,
    })
    .from(financialReports)
    .where(
      and(
        eq(financialReports.emitentId, emitentId),
        eq(financialReports.standard, standard),
        isNull(financialReports.providerOf),
      ),
    )
    .orderBy(asc(financialReports.variant), asc(financialReports.id));
}

/** A statement set's values of one period (quarter 'Q' ending at periodEnd), line by line. */
export function findPeriodValues(db: Executor, reportId: number, periodEnd: string) {
  return db
    .select({
      tableCode: reportValues.tableCode,
      lineCode: reportValues.lineCode,
      value: reportValues.value,
    })
    .from(reportValues)
    .where(
      and(
        eq(reportValues.reportId, reportId),
        eq(reportValues.periodType, 'Q'),
        eq(reportValues.periodEnd, periodEnd),
      ),
    );
}

/** A standard's line catalogue in its order. */
export function findLines(db: Executor, standard: ReportStandard) {
  return db
    .select({
      tableCode: reportLines.tableCode,
      lineCode: reportLines.lineCode,
      parentCode: reportLines.parentCode,
      names: reportLines.names,
    })
    .from(reportLines)
    .where(eq(reportLines.standard, standard))
    .orderBy(asc(reportLines.tableCode), asc(reportLines.sort));
}
