import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { MESSAGE_READ, MESSAGE_UNREAD, type SupportTicket } from '@bondsight/contracts';
import type { Executor } from '../../db/transaction';
import { adminDecisions, supportMessages, supportTickets, users } from '../../db/schema/index';

type TicketRow = typeof supportTickets.$inferSelect;

async function withMessages<T extends TicketRow>(
  db: Executor,
  tickets: T[],
): Promise<(T & { messages: SupportTicket['messages'] })[]> {
  if (tickets.length === 0) return [];
  const messages = await db
    .select()
    .from(supportMessages)
    .where(
      inArray(
        supportMessages.ticketId,
        tickets.map((t) => t.id),
      ),
    )
    .orderBy(asc(supportMessages.createdAt), asc(supportMessages.id));
  return tickets.map((ticket) => ({
    ...ticket,
    messages: messages
      .filter((m) => m.ticketId === ticket.id)
      .map((m) => ({
        id: m.id,
        status_id: m.statusId,
        contacts_id: m.authorId,
        fromStaff: m.fromStaff,
        body: m.body,
        createdAt: m.createdAt.toISOString(),
      })),
  }));
}

const toTicket = (t: TicketRow & { messages: SupportTicket['messages'] }): SupportTicket => ({
  id: t.id,
  subject: t.subject,
  status: t.status,
  createdAt: t.createdAt.toISOString(),
  messages: t.messages,
});

export async function listUserTickets(db: Executor, userId: number): Promise<SupportTicket[]> {
  const tickets = await db
    .select()
    .from(supportTickets)
    .where(eq(supportTickets.userId, userId))
    .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id));
  return (await withMessages(db, tickets)).map(toTicket);
}

/** Every user's tickets for staff, newest first; or only one ticket when `ticketId` is given. */
export async function listAllTickets(db: Executor, limit: number, ticketId?: number) {
  const rows = await db
    .select({ ticket: supportTickets, email: users.email })
    .from(supportTickets)
    .innerJoin(users, eq(users.id, supportTickets.userId))
    .where(ticketId === undefined ? undefined : eq(supportTickets.id, ticketId))
    .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id))
    .limit(limit);
  const emails = new Map(rows.map((r) => [r.ticket.id, r.email]));
  const tickets = await withMessages(
    db,
    rows.map((r) => r.ticket),
  );
  return tickets.map((t) => ({ ...toTicket(t), userId: t.userId, email: emails.get(t.id) ?? '' }));
}

export async function findTicket(db: Executor, id: number) {
  const [row] = await db.select().from(supportTickets).where(eq(supportTickets.id, id)).limit(1);
  return row ?? null;
}

export async function findUserTicket(db: Executor, userId: number, id: number) {
  return (await listUserTickets(db, userId)).find((t) => t.id === id) ?? null;
}

export async function insertTicket(db: Executor, userId: number, subject: string) {
  const [row] = await db
    .insert(supportTickets)
    .values({ userId, subject })
    .returning({ id: supportTickets.id });
  return row!.id;
}

/** A new message is unread by whom it is addressed to: staff for a user's, the user for staff's. */
export async function insertMessage(
  db: Executor,
  values: { ticketId: number; authorId: number; fromStaff: boolean; body: string },
) {
  await db.insert(supportMessages).values({ ...values, statusId: MESSAGE_UNREAD });
}

/** Marks read the messages of one side (staff's, when the user reads them; or the user's). */
export async function markRead(db: Executor, ticketId: number, fromStaff: boolean) {
  await db
    .update(supportMessages)
    .set({ statusId: MESSAGE_READ })
    .where(
      and(
        eq(supportMessages.ticketId, ticketId),
        eq(supportMessages.fromStaff, fromStaff),
        eq(supportMessages.statusId, MESSAGE_UNREAD),
      ),
    );
}

/** A staff answer goes to the admin log beside the decisions on requests. */
export async function logStaffReply(db: Executor, adminId: number, ticketId: number) {
  await db.insert(adminDecisions).values({ adminId, action: 'reply', note: `ticket ${ticketId}` });
}
