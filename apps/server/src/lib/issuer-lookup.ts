import { eq } from 'drizzle-orm';
import type { Executor } from '../db/transaction';
import { emitents } from '../db/schema/index';

/** Whether an issuer of this id exists: the issuer blocks answer 404 for one that does not. */
export async function emitentExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: emitents.id })
    .from(emitents)
    .where(eq(emitents.id, id))
    .limit(1);
  return row !== undefined;
}
