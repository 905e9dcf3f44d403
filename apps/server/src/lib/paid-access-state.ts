import { FULL_ACCESS_LEVEL } from '@bondsight/contracts';

/** What the paid-access page globals follow: the user's waiting requests. */
export interface PendingPaidAccess {
  paidPending: boolean;
  expandPending: boolean;
}

/**
 * The spec's page globals for paid access: paStatusConfirm is 1 while a signed-in user
 * without full access may still send a request (0 once one is waiting, as the spec says);
 * paSendExpand is 1 while an expand request is waiting.
 */
export function paidAccessState(level: number, pending: PendingPaidAccess | null) {
  const signedIn = level > 0;
  return {
    paStatusConfirm: signedIn && level < FULL_ACCESS_LEVEL && !pending?.paidPending ? 1 : 0,
    paSendExpand: pending?.expandPending ? 1 : 0,
  };
}
