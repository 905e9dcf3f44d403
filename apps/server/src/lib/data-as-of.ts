import { max } from 'drizzle-orm';
import type { Executor } from '../db/transaction';
import { emissions } from '../db/schema/index';

/**
 * The data's as-of day: the newest as-of among the bonds (the demo world's "today", an import's
 * last day), so that numbers and horizons do not depend on the day a request comes.
 */
export async function findDataAsOf(db: Executor): Promise<string> {
  const [row] = await db.select({ asOf: max(emissions.asOf) }).from(emissions);
  return (row?.asOf ?? new Date()).toISOString().slice(0, 10);
}
