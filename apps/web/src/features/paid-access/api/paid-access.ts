import type { PaExpandRequest, PaResponse, PaSendRequest } from '@bondsight/contracts';
import { apiFetch } from '../../../lib/api-client';

/** Spec: paStatusConfirm becomes 0 after this request. */
export const sendPaidAccessRequest = (body: PaSendRequest) =>
  apiFetch<PaResponse>('/api/profile/pa/subscr_send_request/', { method: 'POST', body });

/** Spec: paSendExpand becomes 1 after this request. */
export const sendExpandRequest = (body: PaExpandRequest) =>
  apiFetch<PaResponse>('/api/profile/pa/subscr_expand_request/', { method: 'POST', body });
