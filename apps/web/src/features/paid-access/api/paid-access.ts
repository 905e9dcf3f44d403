import type { PaidAccessExpandRequest, PaidAccessSendRequest } from '@bondsight/contracts';
import { api } from '../../../lib/api-client';

/** Spec: paStatusConfirm becomes 0 after this request. */
export const sendPaidAccessRequest = (body: PaidAccessSendRequest) =>
  api('POST /api/profile/pa/subscr_send_request/', { body });

/** Spec: paSendExpand becomes 1 after this request. */
export const sendPaidAccessExpandRequest = (body: PaidAccessExpandRequest) =>
  api('POST /api/profile/pa/subscr_expand_request/', { body });
