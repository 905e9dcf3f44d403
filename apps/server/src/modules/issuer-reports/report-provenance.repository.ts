import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/transaction';
import { financialReports } from '../../db/schema/index';

/** A statement set's source and as-of date: the export's header states them. */
export async function findReportProvenance(db: Executor, reportId: number) {
  const [row] = await db
    .select({ source: financialReports.source, asOf: financialReports.asOf })
    .from(financialReports)
    .where(eq(financialReports.id, reportId))
    .limit(1);
  return row ?? null;
}
