import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/transaction';
import {
  emitents,
  multiplierDefinitions,
  multiplierValues,
  reportLines,
  type ReportStandard,
} from '../../db/schema/index';

export async function emitentExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: emitents.id })
    .from(emitents)
    .where(eq(emitents.id, id))
    .limit(1);
  return row !== undefined;
}

/** The issuer's multipliers with their definitions, by group, sort and period (newest first). */
export function findMultipliers(db: Executor, emitentId: number) {
  return db
    .select({
      code: multiplierValues.code,
      period: multiplierValues.period,
      periodEnd: multiplierValues.periodEnd,
      value: multiplierValues.value,
      names: multiplierDefinitions.names,
      groupId: multiplierDefinitions.groupId,
      groupNames: multiplierDefinitions.groupNames,
      formula: multiplierDefinitions.formula,
    })
    .from(multiplierValues)
    .innerJoin(multiplierDefinitions, eq(multiplierDefinitions.code, multiplierValues.code))
    .where(eq(multiplierValues.emitentId, emitentId))
    .orderBy(
      asc(multiplierDefinitions.groupId),
      asc(multiplierDefinitions.sort),
      desc(multiplierValues.periodEnd),
    );
}

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
