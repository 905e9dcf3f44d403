import {
  FULL_ACCESS_LEVEL,
  PAID_ACCESS_TARIFFS,
  type PaResponse,
  type RequestState,
} from '@bondsight/contracts';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError, notFound } from '../../lib/app-error';
import * as repo from './profile.repository';

export interface AccountFlags {
  phoneConfirmed: boolean;
  paidPending: boolean;
  expandPending: boolean;
}

/**
 * The spec's page globals for paid access: paStatusConfirm is 1 while a signed-in user
 * without full access may still send a request (0 once one is waiting, as the spec says);
 * paSendExpand is 1 while an expand request is waiting.
 */
export function paidAccessGlobals(level: number, flags: AccountFlags | null) {
  const signedIn = level > 0;
  return {
    paStatusConfirm: signedIn && level < FULL_ACCESS_LEVEL && !flags?.paidPending ? 1 : 0,
    paSendExpand: flags?.expandPending ? 1 : 0,
  };
}

function assertTariff(tariff: number) {
  if (!(PAID_ACCESS_TARIFFS as readonly number[]).includes(tariff))
    throw new AppError('validation_failed', 'pa_tariff_unknown', {
      'body.tariff': 'pa_tariff_unknown',
    });
}

const alreadySent = () => new AppError('conflict', 'already_send_request_label');

export async function sendPaidAccessRequest(
  db: Db,
  userId: number,
  tariff: number,
  contactPersonId: number,
): Promise<PaResponse> {
  assertTariff(tariff);
  // The contact person is a staff member (an administrator) the user asks to hear from.
  if (contactPersonId > 0 && !(await repo.isAdmin(db, contactPersonId)))
    throw new AppError('validation_failed', 'pa_contact_unknown', {
      'body.contactPersonId': 'pa_contact_unknown',
    });
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
      subjectId: contactPersonId > 0 ? contactPersonId : null,
    });
    const flags = await repo.accountFlags(tx, userId);
    return { requestId, ...paidAccessGlobals(user.level, flags) };
  });
}

export async function sendExpandRequest(
  db: Db,
  userId: number,
  tariff: number,
): Promise<PaResponse> {
  assertTariff(tariff);
  return inTransaction(db, async (tx) => {
    const user = await repo.lockUser(tx, userId);
    if (!user) throw new AppError('need_auth', 'need_auth');
    if (user.tariffs.includes(tariff)) throw new AppError('conflict', 'pa_tariff_held');
    const last = await repo.latestRequest(tx, userId, 'paid_access_expand');
    if (last?.status === 'sent') throw alreadySent();
    const requestId = await repo.insertRequest(tx, { userId, kind: 'paid_access_expand', tariff });
    const flags = await repo.accountFlags(tx, userId);
    return { requestId, ...paidAccessGlobals(user.level, flags) };
  });
}

export interface RequestOutcome {
  state: RequestState;
  requestId: number;
}

/**
 * One request per user and subject: a waiting or granted one is "already sent", a rejected
 * one stays rejected (the participant or provider said no).
 */
async function requestOnce(
  db: Db,
  userId: number,
  kind: 'quotes' | 'comment_file',
  subjectId: number,
): Promise<RequestOutcome> {
  return inTransaction(db, async (tx) => {
    await repo.lockUser(tx, userId);
    const last = await repo.latestRequest(tx, userId, kind, subjectId);
    if (last?.status === 'rejected') return { state: 'rejected', requestId: 0 };
    if (last) return { state: 'already_sent', requestId: 0 };
    const requestId = await repo.insertRequest(tx, { userId, kind, subjectId });
    return { state: 'sent', requestId };
  });
}

/** Quotes of a market participant; a ground that is no participant cannot be asked. */
export async function requestQuotesAccess(db: Db, userId: number, groundId: number) {
  const ground = await repo.findTradingGround(db, groundId);
  if (!ground) throw notFound();
  if (ground.participantId === null) return { state: 'forbidden', requestId: 0 } as const;
  return requestOnce(db, userId, 'quotes', groundId);
}

/** Files of a moderated comment provider; an open provider's files need no request. */
export async function requestCommentFiles(db: Db, userId: number, providerId: number) {
  const provider = await repo.findCommentProvider(db, providerId);
  if (!provider) throw notFound();
  if (!provider.moderated) return { state: 'forbidden', requestId: 0 } as const;
  return requestOnce(db, userId, 'comment_file', providerId);
}
