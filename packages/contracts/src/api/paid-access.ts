import { z } from 'zod';
import { endpoint, endpointGroup } from '../endpoint';
import { ErrorBody } from '../errors';
import { INT4_MAX, Int4Id } from './common';

/** Paid access: asking for full access (level 1077) with a tariff, and for more tariffs. */

export const PaidAccessSendRequest = z.strictObject({
  tariff: Int4Id,
  /** The staff member the user asks to be contacted by; 0 for anyone. */
  contactPersonId: z.number().int().min(0).max(INT4_MAX),
});
export type PaidAccessSendRequest = z.infer<typeof PaidAccessSendRequest>;
export const PaidAccessExpandRequest = z.strictObject({ tariff: Int4Id });
export type PaidAccessExpandRequest = z.infer<typeof PaidAccessExpandRequest>;
/** The request's id and the spec's paid-access page globals as they now are. */
export const PaidAccessResponse = z.object({
  requestId: z.number().int(),
  paStatusConfirm: z.number().int(),
  paSendExpand: z.number().int(),
});
export type PaidAccessResponse = z.infer<typeof PaidAccessResponse>;

export const paidAccessEndpoints = endpointGroup(
  endpoint({
    method: 'POST',
    path: '/api/profile/pa/subscr_send_request/',
    operationId: 'sendPaidAccessRequest',
    summary: 'Ask for paid (full) access with a tariff; paStatusConfirm becomes 0',
    description:
      'The request waits for an administrator (admin review). A `contactPersonId` that is not ' +
      'staff is dropped, not refused (the answer never tells which ids are staff). 400 ' +
      '`pa_tariff_unknown`; 409 ' +
      '`already_send_request_label` while one waits, `pa_already_full` with full access.',
    tag: 'paid access',
    access: 'paid_access.request',
    body: PaidAccessSendRequest,
    responses: { 200: PaidAccessResponse, 409: ErrorBody },
  }),
  endpoint({
    method: 'POST',
    path: '/api/profile/pa/subscr_expand_request/',
    operationId: 'sendPaidAccessExpandRequest',
    summary: 'Ask to add a tariff to full access; paSendExpand becomes 1',
    description:
      '400 `pa_tariff_unknown`; 409 `pa_tariff_held` for a tariff the user has, ' +
      '`already_send_request_label` while one waits.',
    tag: 'paid access',
    access: 'paid_access.expand',
    body: PaidAccessExpandRequest,
    responses: { 200: PaidAccessResponse, 409: ErrorBody },
  }),
);
