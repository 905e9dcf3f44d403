import { eq } from 'drizzle-orm';
import type { Executor } from '../db/transaction';
import { dataVersion } from '../db/schema/index';

/** The data version now (one row; a primary-key probe). */
export async function readDataVersion(db: Executor): Promise<number> {
  const [row] = await db
    .select({ version: dataVersion.version })
    .from(dataVersion)
    .where(eq(dataVersion.id, 1));
  return row?.version ?? 0;
}
