import {
  decideValues,
  NSD_TRADING_GROUND_ID,
  VISITOR_LEVEL,
  type AccessDecision,
  type AccessSubject,
  type RequestDataState,
} from '@bondsight/contracts';

/** The state of the user's latest quotes request about a ground (none: never asked). */
export type RequestStatus = 'sent' | 'approved' | 'rejected' | null;

/**
 * Whether the subject sees a source's values. First the access table: the latest quotes are a
 * public teaser ("bond.latest_quotes"), except on the NSD ground 381, which counts as level 1
 * without the national-depository flag (decideValues with the ground). Then the participant's
 * own wish: one that hides its quotes shows them only to a user whose request it approved.
 */
export function decideSource(
  subject: AccessSubject,
  groundId: number,
  hideQuotes: boolean,
  request: RequestStatus,
): AccessDecision {
  const decision = decideValues(subject, 'bond.latest_quotes', groundId);
  if (decision !== 'allowed' || !hideQuotes || request === 'approved') return decision;
  return subject.level <= VISITOR_LEVEL ? 'need_auth' : 'access_denied_auth';
}

/**
 * Spec request_data of a source whose values are withheld: the NSD ground's values are
 * licensed per user by the depository, so no request to a participant opens them (forbidden);
 * a hiding participant can be asked once (send), then waits (already sent), and a refusal
 * stands (forbidden). A visitor is offered the request too: sending it asks them to sign in.
 */
export function requestDataOf(
  groundId: number,
  hideQuotes: boolean,
  request: RequestStatus,
): RequestDataState | null {
  if (groundId === NSD_TRADING_GROUND_ID) return 'forbidden_request';
  if (!hideQuotes) return null;
  if (request === 'rejected') return 'forbidden_request';
  if (request === 'sent') return 'already_send_request';
  return 'send_request';
}
