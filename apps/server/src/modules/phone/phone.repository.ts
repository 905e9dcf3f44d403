import { and, count, desc, eq, gt, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/transaction';
import { phoneCodes, users } from '../../db/schema/index';

export type PhoneCodeRow = typeof phoneCodes.$inferSelect;

/** Serialises a user's phone operations: two quick clicks cannot both pass a limit. */
export async function lockUser(db: Executor, userId: number) {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function findUserPhone(db: Executor, userId: number) {
  const [row] = await db
    .select({ phone: users.phone, phoneConfirmedAt: users.phoneConfirmedAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/** Another account that has already confirmed this number, if any. */
export async function findOtherConfirmedOwner(db: Executor, phone: string, userId: number) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phone, phone), isNotNull(users.phoneConfirmedAt), ne(users.id, userId)))
    .limit(1);
  return row?.id ?? null;
}

/** A new number is unconfirmed until its code comes back. */
export async function setPendingPhone(db: Executor, userId: number, phone: string) {
  await db.update(users).set({ phone, phoneConfirmedAt: null }).where(eq(users.id, userId));
}

export async function confirmPhone(db: Executor, userId: number, phone: string, at: Date) {
  await db.update(users).set({ phone, phoneConfirmedAt: at }).where(eq(users.id, userId));
}

export async function countCodesSince(
  db: Executor,
  by: { userId: number } | { phone: string },
  since: Date,
): Promise<number> {
  const who = 'userId' in by ? eq(phoneCodes.userId, by.userId) : eq(phoneCodes.phone, by.phone);
  const [row] = await db
    .select({ n: count() })
    .from(phoneCodes)
    .where(and(who, gt(phoneCodes.createdAt, since)));
  return Number(row?.n ?? 0);
}

export async function latestCode(db: Executor, userId: number): Promise<PhoneCodeRow | null> {
  const [row] = await db
    .select()
    .from(phoneCodes)
    .where(eq(phoneCodes.userId, userId))
    .orderBy(desc(phoneCodes.createdAt), desc(phoneCodes.id))
    .limit(1);
  return row ?? null;
}

export async function insertCode(db: Executor, values: typeof phoneCodes.$inferInsert) {
  await db.insert(phoneCodes).values(values);
}

export async function countFailedAttempt(db: Executor, codeId: number) {
  await db
    .update(phoneCodes)
    .set({ attempts: sql`${phoneCodes.attempts} + 1` })
    .where(eq(phoneCodes.id, codeId));
}

/** Marks the code used unless someone else just did: single use even under a race. */
export async function useCode(db: Executor, codeId: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(phoneCodes)
    .set({ usedAt: at })
    .where(and(eq(phoneCodes.id, codeId), isNull(phoneCodes.usedAt)))
    .returning({ id: phoneCodes.id });
  return rows.length === 1;
}
