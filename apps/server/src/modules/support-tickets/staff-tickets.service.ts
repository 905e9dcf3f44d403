import type { AdminTicket, AdminTicketsResponse } from '@bondsight/contracts';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError, notFound } from '../../lib/app-error';
import * as repo from './support-tickets.repository';

/** The staff's side of support tickets: every user's tickets, answers, read marks. */

export const listTickets = async (db: Db): Promise<AdminTicketsResponse> => ({
  tickets: await repo.listAllTickets(db, 200),
});

async function ticketOf(db: Db, ticketId: number): Promise<AdminTicket> {
  const [ticket] = await repo.listAllTickets(db, 1, ticketId);
  return ticket!;
}

/** Staff answer: unread for the user until they open it; the user's messages count as read. */
export async function replyToTicket(db: Db, adminId: number, ticketId: number, body: string) {
  await inTransaction(db, async (tx) => {
    const ticket = await repo.findTicket(tx, ticketId);
    if (!ticket) throw notFound();
    if (ticket.status === 'closed') throw new AppError('conflict', 'ticket_closed');
    await repo.insertMessage(tx, { ticketId, authorId: adminId, fromStaff: true, body });
    await repo.markRead(tx, ticketId, false);
    await repo.logStaffReply(tx, adminId, ticketId);
  });
  return ticketOf(db, ticketId);
}

export async function markTicketRead(db: Db, ticketId: number) {
  if (!(await repo.findTicket(db, ticketId))) throw notFound();
  await repo.markRead(db, ticketId, false);
  return ticketOf(db, ticketId);
}
