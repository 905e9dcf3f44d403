import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/transaction';
import { accessRequests, users } from '../../db/schema/index';

type PaidAccessKind = 'paid_access' | 'paid_access_expand';

/** Locks the user's row: one request at a time per user, so "sent twice" cannot race. */
export async function lockUser(db: Executor, userId: number) {
  const [row] = await db
    .select({ level: users.level, tariffs: users.tariffs })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row ?? null;
}

/** Whether the account is staff: only an administrator may be named as the contact person. */
export async function isAdmin(db: Executor, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ isAdmin: users.isAdmin })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.isAdmin ?? false;
}

/** The user's latest request of a kind, to refuse a second one while the first waits. */
export async function latestRequest(db: Executor, userId: number, kind: PaidAccessKind) {
  const [row] = await db
    .select({ status: accessRequests.status })
    .from(accessRequests)
    .where(and(eq(accessRequests.userId, userId), eq(accessRequests.kind, kind)))
    .orderBy(desc(accessRequests.createdAt), desc(accessRequests.id))
    .limit(1);
  return row ?? null;
}

export async function insertRequest(
  db: Executor,
  values: {
    userId: number;
    kind: PaidAccessKind;
    tariff: number;
    subjectId?: number | null;
  },
): Promise<number> {
  const [row] = await db.insert(accessRequests).values(values).returning({ id: accessRequests.id });
  return row!.id;
}

/** Which of the user's paid-access requests wait for an administrator. */
export async function pendingPaidAccess(db: Executor, userId: number) {
  const rows = await db
    .select({ kind: accessRequests.kind })
    .from(accessRequests)
    .where(
      and(
        eq(accessRequests.userId, userId),
        eq(accessRequests.status, 'sent'),
        inArray(accessRequests.kind, ['paid_access', 'paid_access_expand']),
      ),
    );
  return {
    paidPending: rows.some((r) => r.kind === 'paid_access'),
    expandPending: rows.some((r) => r.kind === 'paid_access_expand'),
  };
}
