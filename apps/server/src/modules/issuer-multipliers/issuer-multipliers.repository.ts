import { and, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/transaction';
import { reportLines, type ReportStandard } from '../../db/schema/index';
import { findMultiplierRows } from '../../lib/multiplier-rows';

export { emitentExists } from '../../lib/issuer-lookup';

/** The issuer's multipliers: the shared query. */
export const findMultipliers = findMultiplierRows;

/** The names of the statement lines the formulas read (to write them out for people). */
export function findLineNames(
  db: Executor,
  standards: readonly string[],
  lineCodes: readonly string[],
) {
  if (standards.length === 0 || lineCodes.length === 0) return Promise.resolve([]);
  return db
    .select({
      standard: reportLines.standard,
      tableCode: reportLines.tableCode,
      lineCode: reportLines.lineCode,
      names: reportLines.names,
    })
    .from(reportLines)
    .where(
      and(
        inArray(reportLines.standard, standards as ReportStandard[]),
        inArray(reportLines.lineCode, [...lineCodes]),
      ),
    );
}
