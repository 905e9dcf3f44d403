import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/transaction';
import {
  accessRequests,
  commentProviders,
  marketParticipants,
  tradingGrounds,
  users,
} from '../../db/schema/index';

export type AccessRequestRow = typeof accessRequests.$inferSelect;
export type RequestKind = AccessRequestRow['kind'];

/** The user's latest request of a kind (about one subject, when given). */
export async function latestRequest(
  db: Executor,
  userId: number,
  kind: RequestKind,
  subjectId?: number,
): Promise<AccessRequestRow | null> {
  const [row] = await db
    .select()
    .from(accessRequests)
    .where(
      and(
        eq(accessRequests.userId, userId),
        eq(accessRequests.kind, kind),
        subjectId === undefined ? undefined : eq(accessRequests.subjectId, subjectId),
      ),
    )
    .orderBy(desc(accessRequests.createdAt), desc(accessRequests.id))
    .limit(1);
  return row ?? null;
}

export async function insertRequest(db: Executor, values: typeof accessRequests.$inferInsert) {
  const [row] = await db.insert(accessRequests).values(values).returning({ id: accessRequests.id });
  return row!.id;
}

/** Locks the user's row: one request at a time per user, so "sent twice" cannot race. */
export async function lockUser(db: Executor, userId: number) {
  const [row] = await db
    .select({ level: users.level, tariffs: users.tariffs })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row ?? null;
}

export async function isAdmin(db: Executor, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ isAdmin: users.isAdmin })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.isAdmin ?? false;
}

/** What the page globals need beyond the session: a confirmed phone, pending requests. */
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

/** A trading ground and whether it is a market participant (who may be asked for quotes). */
export async function findTradingGround(db: Executor, id: number) {
  const [row] = await db
    .select({ id: tradingGrounds.id, participantId: marketParticipants.id })
    .from(tradingGrounds)
    .leftJoin(marketParticipants, eq(marketParticipants.id, tradingGrounds.id))
    .where(eq(tradingGrounds.id, id))
    .limit(1);
  return row ?? null;
}

export async function findCommentProvider(db: Executor, id: number) {
  const [row] = await db
    .select({ id: commentProviders.id, moderated: commentProviders.moderated })
    .from(commentProviders)
    .where(eq(commentProviders.id, id))
    .limit(1);
  return row ?? null;
}
