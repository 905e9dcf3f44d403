import {
  BannerSetting,
  FULL_ACCESS_LEVEL,
  MenuSetting,
  MobileAppSetting,
  pickText,
  type AdminRequest,
  type Language,
  type SiteSettingKey,
} from '@bondsight/contracts';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError, notFound } from '../../lib/app-error';
import * as supportRepo from '../support/support.repository';
import * as shellRepo from '../shell/shell.repository';
import * as repo from './admin.repository';

type Listed = Awaited<ReturnType<typeof repo.listRequests>>[number];

function toAdminRequest(row: Listed, lang: Language): AdminRequest {
  const r = row.request;
  const subjectName = row.groundNames
    ? pickText(row.groundNames, lang)
    : row.providerNames
      ? pickText(row.providerNames, lang)
      : row.contactEmail;
  return {
    id: r.id,
    kind: r.kind,
    status: r.status,
    userId: r.userId,
    email: row.email,
    userLevel: row.userLevel,
    tariff: r.tariff,
    subjectId: r.subjectId,
    subjectName,
    createdAt: r.createdAt.toISOString(),
    decidedAt: r.decidedAt?.toISOString() ?? null,
    decidedBy: row.decidedBy,
  };
}

export async function listRequests(db: Db, status: 'sent' | 'all', lang: Language) {
  const rows = await repo.listRequests(db, repo.byStatus(status), 500);
  return { items: rows.map((row) => toAdminRequest(row, lang)) };
}

/**
 * Approves or rejects a waiting request, once. Approving paid access raises the user to
 * level 1077 with the tariff; approving an expansion adds the tariff. Logged with who and when.
 */
export async function decide(
  db: Db,
  adminId: number,
  requestId: number,
  decision: 'approve' | 'reject',
  note: string | undefined,
  lang: Language,
  now = new Date(),
): Promise<AdminRequest> {
  await inTransaction(db, async (tx) => {
    const request = await repo.lockRequest(tx, requestId);
    if (!request) throw notFound();
    if (request.status !== 'sent') throw new AppError('conflict', 'request_already_decided');
    await repo.decideRequest(
      tx,
      requestId,
      decision === 'approve' ? 'approved' : 'rejected',
      adminId,
      now,
    );
    if (decision === 'approve' && request.kind === 'paid_access')
      await repo.grantTariff(tx, request.userId, request.tariff, FULL_ACCESS_LEVEL);
    if (decision === 'approve' && request.kind === 'paid_access_expand')
      await repo.grantTariff(tx, request.userId, request.tariff, 0);
    await repo.insertDecision(tx, {
      adminId,
      requestId,
      action: decision,
      note: note || null,
      createdAt: now,
    });
  });
  const [row] = await repo.listRequests(db, repo.byId(requestId), 1);
  return toAdminRequest(row!, lang);
}

export async function listDecisions(db: Db) {
  const rows = await repo.listDecisions(db, 500);
  return {
    items: rows.map(({ decision, adminEmail }) => ({
      id: decision.id,
      action: decision.action,
      requestId: decision.requestId,
      note: decision.note,
      adminEmail,
      createdAt: decision.createdAt.toISOString(),
    })),
  };
}

export const listTickets = async (db: Db) => ({
  tickets: await supportRepo.listAllTickets(db, 200),
});

async function ticketOf(db: Db, ticketId: number) {
  const [ticket] = await supportRepo.listAllTickets(db, 1, ticketId);
  return ticket!;
}

/** Staff answer: unread for the user until they open it; the user's messages count as read. */
export async function replyToTicket(db: Db, adminId: number, ticketId: number, body: string) {
  await inTransaction(db, async (tx) => {
    const ticket = await supportRepo.findTicket(tx, ticketId);
    if (!ticket) throw notFound();
    if (ticket.status === 'closed') throw new AppError('conflict', 'ticket_closed');
    await supportRepo.insertMessage(tx, { ticketId, authorId: adminId, fromStaff: true, body });
    await supportRepo.markRead(tx, ticketId, false);
    await repo.insertDecision(tx, { adminId, action: 'reply', note: `ticket ${ticketId}` });
  });
  return ticketOf(db, ticketId);
}

export async function markTicketRead(db: Db, ticketId: number) {
  if (!(await supportRepo.findTicket(db, ticketId))) throw notFound();
  await supportRepo.markRead(db, ticketId, false);
  return ticketOf(db, ticketId);
}

const SETTING_SCHEMAS = { menu: MenuSetting, banner: BannerSetting, mobile_app: MobileAppSetting };

/** Stores an operator setting after checking it against its schema; logged like decisions. */
export async function putSiteSetting(db: Db, adminId: number, key: SiteSettingKey, value: unknown) {
  const parsed = SETTING_SCHEMAS[key].safeParse(value);
  if (!parsed.success)
    throw new AppError('validation_failed', 'site_setting_invalid', {
      'body.value': 'site_setting_invalid',
    });
  await inTransaction(db, async (tx) => {
    await shellRepo.writeSetting(tx, key, parsed.data);
    await repo.insertDecision(tx, { adminId, action: 'site_settings', note: key });
  });
  return parsed.data;
}
