import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/transaction';
import { emissions } from '../../db/schema/index';

/** What the export's file name and title need: the bond's ISIN and names. */
export async function findBondTitle(db: Executor, id: number) {
  const [row] = await db
    .select({ id: emissions.id, isin: emissions.isin, names: emissions.names })
    .from(emissions)
    .where(eq(emissions.id, id))
    .limit(1);
  return row ?? null;
}
