import { and, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/transaction';
import { emailVerifications, users } from '../../db/schema/index';

export type UserRow = typeof users.$inferSelect;

export function findUserByEmail(db: Executor, email: string) {
  return db.query.users.findFirst({ where: eq(users.email, email) });
}

export async function insertUser(db: Executor, values: typeof users.$inferInsert) {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateUser(
  db: Executor,
  id: number,
  values: Partial<typeof users.$inferInsert>,
) {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  return row ?? null;
}

export async function insertVerification(
  db: Executor,
  values: typeof emailVerifications.$inferInsert,
): Promise<void> {
  await db.insert(emailVerifications).values(values);
}

/**
 * Spends a verification link still valid and marks its account verified: the account's id, or
 * null for a link unknown, used or expired. Its other links go with it.
 */
export async function consumeVerification(db: Executor, tokenHash: string) {
  const [link] = await db
    .delete(emailVerifications)
    .where(
      and(
        eq(emailVerifications.tokenHash, tokenHash),
        gt(emailVerifications.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: emailVerifications.userId });
  if (!link) return null;
  await db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
    .where(eq(users.id, link.userId));
  await db.delete(emailVerifications).where(eq(emailVerifications.userId, link.userId));
  return link.userId;
}
