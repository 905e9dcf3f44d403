import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/transaction';
import {
  accessRequests,
  adminDecisions,
  commentProviders,
  tradingGrounds,
  users,
} from '../../db/schema/index';

const decider = alias(users, 'decider');
const contact = alias(users, 'contact');

/** Which requests to list: by status (`all` for every one), or the one with an id. */
export type RequestFilter = { status: 'sent' | 'all' } | { id: number };

function whereOf(filter: RequestFilter): SQL | undefined {
  if ('id' in filter) return eq(accessRequests.id, filter.id);
  return filter.status === 'all' ? undefined : eq(accessRequests.status, filter.status);
}

/** Requests with who asked, about what (ground, provider or contact person) and who decided. */
export async function listRequests(db: Executor, filter: RequestFilter, limit: number) {
  return db
    .select({
      request: accessRequests,
      email: users.email,
      level: users.level,
      groundNames: tradingGrounds.names,
      providerNames: commentProviders.names,
      contactEmail: contact.email,
      decidedBy: decider.email,
    })
    .from(accessRequests)
    .innerJoin(users, eq(users.id, accessRequests.userId))
    .leftJoin(
      tradingGrounds,
      and(eq(accessRequests.kind, 'quotes'), eq(tradingGrounds.id, accessRequests.subjectId)),
    )
    .leftJoin(
      commentProviders,
      and(
        eq(accessRequests.kind, 'comment_file'),
        eq(commentProviders.id, accessRequests.subjectId),
      ),
    )
    .leftJoin(
      contact,
      and(eq(accessRequests.kind, 'paid_access'), eq(contact.id, accessRequests.subjectId)),
    )
    .leftJoin(decider, eq(decider.id, accessRequests.decidedBy))
    .where(whereOf(filter))
    .orderBy(desc(accessRequests.createdAt), desc(accessRequests.id))
    .limit(limit);
}

/** Locks the request so that two admins deciding at once cannot both succeed. */
export async function lockRequest(db: Executor, id: number) {
  const [row] = await db
    .select()
    .from(accessRequests)
    .where(eq(accessRequests.id, id))
    .for('update');
  return row ?? null;
}

export async function decideRequest(
  db: Executor,
  id: number,
  status: 'approved' | 'rejected',
  adminId: number,
  at: Date,
) {
  await db
    .update(accessRequests)
    .set({ status, checked: true, decidedAt: at, decidedBy: adminId })
    .where(eq(accessRequests.id, id));
}

/** Adds the tariff (once) and raises the level to at least `minLevel` (0 leaves it). */
export async function grantTariff(
  db: Executor,
  userId: number,
  tariff: number | null,
  minLevel: number,
) {
  await db
    .update(users)
    .set({
      level: sql`greatest(${users.level}, ${minLevel})`,
      ...(tariff === null
        ? {}
        : {
            tariffs: sql`case when ${tariff}::int = any(${users.tariffs}) then ${users.tariffs}
              else array_append(${users.tariffs}, ${tariff}::int) end`,
          }),
    })
    .where(eq(users.id, userId));
}

export async function insertDecision(
  db: Executor,
  values: {
    adminId: number;
    requestId: number;
    action: 'approve' | 'reject';
    note: string | null;
    createdAt: Date;
  },
) {
  await db.insert(adminDecisions).values(values);
}

/** The log: decisions on requests and the other staff actions logged beside them. */
export async function listDecisions(db: Executor, limit: number) {
  return db
    .select({ decision: adminDecisions, adminEmail: users.email })
    .from(adminDecisions)
    .innerJoin(users, eq(users.id, adminDecisions.adminId))
    .orderBy(desc(adminDecisions.createdAt), desc(adminDecisions.id))
    .limit(limit);
}
