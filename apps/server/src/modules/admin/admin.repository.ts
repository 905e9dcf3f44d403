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

/** Requests with who asked, about what (ground, provider or contact person) and who decided. */
export async function listRequests(db: Executor, where: SQL | undefined, limit: number) {
  return db
    .select({
      request: accessRequests,
      email: users.email,
      userLevel: users.level,
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
    .where(where)
    .orderBy(desc(accessRequests.createdAt), desc(accessRequests.id))
    .limit(limit);
}

export const byStatus = (status: 'sent' | 'all') =>
  status === 'all' ? undefined : eq(accessRequests.status, status);
export const byId = (id: number) => eq(accessRequests.id, id);

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

/** Adds the tariff (once) and, for paid access, raises the level to at least `minLevel`. */
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

export async function insertDecision(db: Executor, values: typeof adminDecisions.$inferInsert) {
  await db.insert(adminDecisions).values(values);
}

export async function listDecisions(db: Executor, limit: number) {
  return db
    .select({ decision: adminDecisions, adminEmail: users.email })
    .from(adminDecisions)
    .innerJoin(users, eq(users.id, adminDecisions.adminId))
    .orderBy(desc(adminDecisions.createdAt), desc(adminDecisions.id))
    .limit(limit);
}
