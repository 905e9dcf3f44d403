import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/transaction';
import { emissions } from '../../db/schema/index';

/** The bond a PDF is asked for: its existence and its ISIN (the file's name). */
export async function findBondForPdf(
  db: Executor,
  id: number,
): Promise<{ id: number; isin: string | null } | null> {
  const [row] = await db
    .select({ id: emissions.id, isin: emissions.isin })
    .from(emissions)
    .where(eq(emissions.id, id))
    .limit(1);
  return row ?? null;
}
