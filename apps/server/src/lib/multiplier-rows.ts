import { asc, desc, eq } from 'drizzle-orm';
import type { Executor } from '../db/transaction';
import { multiplierDefinitions, multiplierValues } from '../db/schema/index';

/**
 * An issuer's multipliers with their definitions, by group, sort and period (newest first):
 * read by the issuer page's multipliers block and the bond page's extra block alike.
 */
export function findMultiplierRows(db: Executor, emitentId: number) {
  return db
    .select({
      code: multiplierValues.code,
      period: multiplierValues.period,
      periodEnd: multiplierValues.periodEnd,
      value: multiplierValues.value,
      names: multiplierDefinitions.names,
      groupId: multiplierDefinitions.groupId,
      groupNames: multiplierDefinitions.groupNames,
      sort: multiplierDefinitions.sort,
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
