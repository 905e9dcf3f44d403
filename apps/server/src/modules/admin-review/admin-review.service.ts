import {
  FULL_ACCESS_LEVEL,
  pickText,
  type AdminDecisionsResponse,
  type AdminRequest,
  type AdminRequestsResponse,
  type Language,
} from '@bondsight/contracts';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError, notFound } from '../../lib/app-error';
import * as repo from './admin-review.repository';

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
    level: row.level,
    tariff: r.tariff,
    subjectId: r.subjectId,
    subjectName,
    createdAt: r.createdAt.toISOString(),
    decidedAt: r.decidedAt?.toISOString() ?? null,
    decidedBy: row.decidedBy,
  };
}

export async function listRequests(
  db: Db,
  status: 'sent' | 'all',
  lang: Language,
): Promise<AdminRequestsResponse> {
  const rows = await repo.listRequests(db, { status }, 500);
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
  const [row] = await repo.listRequests(db, { id: requestId }, 1);
  return toAdminRequest(row!, lang);
}

export async function listDecisions(db: Db): Promise<AdminDecisionsResponse> {
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
