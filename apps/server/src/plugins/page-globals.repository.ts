import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/transaction';
import { accessRequests, users } from '../db/schema/index';

/** The account facts the page globals show: a confirmed phone, waiting paid-access requests. */
export async function accountFlags(db: Executor, userId: number) {
  const rows = await db
    .select({ phoneConfirmedAt: users.phoneConfirmedAt, pendingKind: accessRequests.kind })
    .from(users)
    .leftJoin(
      accessRequests,
      and(
        eq(accessRequests.userId, users.id),
        eq(accessRequests.status, 'sent'),
        inArray(accessRequests.kind, ['paid_access', 'paid_access_expand']),
      ),
    )
    .where(eq(users.id, userId));
  return {
    phoneConfirmed: rows.some((r) => r.phoneConfirmedAt !== null),
    paidPending: rows.some((r) => r.pendingKind === 'paid_access'),
    expandPending: rows.some((r) => r.pendingKind === 'paid_access_expand'),
  };
}
