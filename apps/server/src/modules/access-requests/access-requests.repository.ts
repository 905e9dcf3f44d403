import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/transaction';
import {
  accessRequests,
  commentProviders,
  marketParticipants,
  tradingGrounds,
  users,
} from '../../db/schema/index';

export type AccessRequestKind = 'quotes' | 'comment_file';

/** Locks the user's row: one request at a time per user, so "sent twice" cannot race. */
export async function lockUser(db: Executor, userId: number) {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** The user's latest request about one subject (a trading ground, a comment provider). */
export async function latestRequest(
  db: Executor,
  userId: number,
  kind: AccessRequestKind,
  subjectId: number,
) {
  const [row] = await db
    .select({ status: accessRequests.status })
    .from(accessRequests)
    .where(
      and(
        eq(accessRequests.userId, userId),
        eq(accessRequests.kind, kind),
        eq(accessRequests.subjectId, subjectId),
      ),
    )
    .orderBy(desc(accessRequests.createdAt), desc(accessRequests.id))
    .limit(1);
  return row ?? null;
}

export async function insertRequest(
  db: Executor,
  values: { userId: number; kind: AccessRequestKind; subjectId: number },
): Promise<number> {
  const [row] = await db.insert(accessRequests).values(values).returning({ id: accessRequests.id });
  return row!.id;
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
