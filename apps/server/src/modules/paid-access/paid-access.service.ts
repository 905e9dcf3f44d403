import {
  FULL_ACCESS_LEVEL,
  PAID_ACCESS_TARIFFS,
  type PaidAccessResponse,
} from '@bondsight/contracts';
import type { Db } from '../../db/client';
import { inTransaction, type Tx } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { paidAccessState } from '../../lib/paid-access-state';
import * as repo from './paid-access.repository';

function assertTariff(tariff: number) {
  if (!(PAID_ACCESS_TARIFFS as readonly number[]).includes(tariff))
    throw new AppError('validation_failed', 'pa_tariff_unknown', {
      'body.tariff': 'pa_tariff_unknown',
    });
}

const alreadySent = () => new AppError('conflict', 'already_send_request_label');

/** The answer: the new request and the page globals as they now are (the page updates them). */
async function answer(tx: Tx, userId: number, level: number, requestId: number) {
  const pending = await repo.pendingPaidAccess(tx, userId);
  return { requestId, ...paidAccessState(level, pending) };
}

/** Asks for full access with a tariff; an administrator decides it (admin review). */
export async function sendPaidAccessRequest(
  db: Db,
  userId: number,
  tariff: number,
  contactPersonId: number,
): Promise<PaidAccessResponse> {
  assertTariff(tariff);
  // The contact person is a staff member (an administrator) the user asks to hear from. Any
  // other id is dropped, not refused: the answer must not tell which ids are administrators.
  const contactId =
    contactPersonId > 0 && (await repo.isAdmin(db, contactPersonId)) ? contactPersonId : null;
  return inTransaction(db, async (tx) => {
    const user = await repo.lockUser(tx, userId);
    if (!user) throw new AppError('need_auth', 'need_auth');
    if (user.level >= FULL_ACCESS_LEVEL) throw new AppError('conflict', 'pa_already_full');
    const last = await repo.latestRequest(tx, userId, 'paid_access');
    if (last?.status === 'sent') throw alreadySent();
    const requestId = await repo.insertRequest(tx, {
      userId,
      kind: 'paid_access',
      tariff,
      subjectId: contactId,
    });
    return answer(tx, userId, user.level, requestId);
  });
}

/** Asks to add a tariff to full access. */
export async function sendPaidAccessExpandRequest(
  db: Db,
  userId: number,
  tariff: number,
): Promise<PaidAccessResponse> {
  assertTariff(tariff);
  return inTransaction(db, async (tx) => {
    const user = await repo.lockUser(tx, userId);
    if (!user) throw new AppError('need_auth', 'need_auth');
    if (user.tariffs.includes(tariff)) throw new AppError('conflict', 'pa_tariff_held');
    const last = await repo.latestRequest(tx, userId, 'paid_access_expand');
    if (last?.status === 'sent') throw alreadySent();
    const requestId = await repo.insertRequest(tx, { userId, kind: 'paid_access_expand', tariff });
    return answer(tx, userId, user.level, requestId);
  });
}
