import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/transaction';
import { consensusForecasts } from '../../db/schema/index';

export { emitentExists } from '../../lib/issuer-lookup';

/** The issuer's forecasts, nearest period first, each period in the indicators' stored order. */
export function findForecasts(db: Executor, emitentId: number, limit: number) {
  return db
    .select({
      id: consensusForecasts.id,
      indexNames: consensusForecasts.indexNames,
      period: consensusForecasts.period,
      actualValue: consensusForecasts.actualValue,
      forecastValue: consensusForecasts.forecastValue,
      analysts: consensusForecasts.analysts,
      date: consensusForecasts.date,
    })
    .from(consensusForecasts)
    .where(eq(consensusForecasts.emitentId, emitentId))
    .orderBy(asc(consensusForecasts.period), asc(consensusForecasts.id))
    .limit(limit);
}
