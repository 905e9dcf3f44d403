import type { RequestState } from '@bondsight/contracts';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { notFound } from '../../lib/app-error';
import * as repo from './access-requests.repository';

export interface RequestOutcome {
  state: RequestState;
  /** The new request's id; 0 when none was sent. */
  requestId: number;
}

const refused = (state: 'forbidden'): RequestOutcome => ({ state, requestId: 0 });

/**
 * One request per user and subject: a waiting or granted one is "already sent", a rejected
 * one stays rejected (the participant or provider said no).
 */
async function requestOnce(
  db: Db,
  userId: number,
  kind: repo.AccessRequestKind,
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
export async function requestQuotes(db: Db, userId: number, groundId: number) {
  const ground = await repo.findTradingGround(db, groundId);
  if (!ground) throw notFound();
  if (ground.participantId === null) return refused('forbidden');
  return requestOnce(db, userId, 'quotes', groundId);
}

/** Files of a moderated comment provider; an open provider's files need no request. */
export async function requestCommentFiles(db: Db, userId: number, providerId: number) {
  const provider = await repo.findCommentProvider(db, providerId);
  if (!provider) throw notFound();
  if (!provider.moderated) return refused('forbidden');
  return requestOnce(db, userId, 'comment_file', providerId);
}
