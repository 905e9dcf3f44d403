import type { SupportTicket } from '@bondsight/contracts';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError, notFound } from '../../lib/app-error';
import * as repo from './support-tickets.repository';

/** The user's side of support tickets: their own tickets only. */

export const listTickets = (db: Db, userId: number) => repo.listUserTickets(db, userId);

export async function openTicket(db: Db, userId: number, subject: string, body: string) {
  const id = await inTransaction(db, async (tx) => {
    const ticketId = await repo.insertTicket(tx, userId, subject);
    await repo.insertMessage(tx, { ticketId, authorId: userId, fromStaff: false, body });
    return ticketId;
  });
  return (await repo.findUserTicket(db, userId, id))!;
}

/** Someone else's ticket is "not found": its existence is not the user's business. */
async function ownTicket(db: Db, userId: number, ticketId: number) {
  const ticket = await repo.findTicket(db, ticketId);
  if (!ticket || ticket.userId !== userId) throw notFound();
  return ticket;
}

export async function replyAsUser(
  db: Db,
  userId: number,
  ticketId: number,
  body: string,
): Promise<SupportTicket> {
  const ticket = await ownTicket(db, userId, ticketId);
  if (ticket.status === 'closed') throw new AppError('conflict', 'ticket_closed');
  await repo.insertMessage(db, { ticketId, authorId: userId, fromStaff: false, body });
  return (await repo.findUserTicket(db, userId, ticketId))!;
}

/** The user has read staff's answers in this ticket: the header counter goes down. */
export async function markReadByUser(db: Db, userId: number, ticketId: number) {
  await ownTicket(db, userId, ticketId);
  await repo.markRead(db, ticketId, true);
  return (await repo.findUserTicket(db, userId, ticketId))!;
}
