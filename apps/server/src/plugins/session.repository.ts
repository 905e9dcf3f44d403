import { and, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../db/transaction';
import { sessions, users } from '../db/schema/index';

export type UserRow = typeof users.$inferSelect;

export async function insertSession(
  db: Executor,
  tokenHash: string,
  userId: number,
  expiresAt: Date,
) {
  await db.insert(sessions).values({ tokenHash, userId, expiresAt });
}

/** The user of a live session, with the session's end. */
export async function findSessionUser(
  db: Executor,
  tokenHash: string,
): Promise<{ user: UserRow; expiresAt: Date } | null> {
  const [row] = await db
    .select({ user: users, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, sql`now()`)))
    .limit(1);
  return row ?? null;
}

export async function deleteSession(db: Executor, tokenHash: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}
