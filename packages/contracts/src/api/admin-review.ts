import { z } from 'zod';
import { endpoint, endpointGroup } from '../endpoint';
import { ErrorBody } from '../errors';
import { IdParam, SafeText } from './common';

/** Admin review: the access requests waiting for a decision and the decision log. */

export const ACCESS_REQUEST_KINDS = [
  'paid_access',
  'paid_access_expand',
  'quotes',
  'comment_file',
] as const;
export const ACCESS_REQUEST_STATUSES = ['sent', 'approved', 'rejected'] as const;
export const AdminRequest = z.object({
  id: z.number().int(),
  kind: z.enum(ACCESS_REQUEST_KINDS),
  status: z.enum(ACCESS_REQUEST_STATUSES),
  userId: z.number().int(),
  email: z.string(),
  /** The requester's access level now. */
  level: z.number().int(),
  tariff: z.number().int().nullable(),
  subjectId: z.number().int().nullable(),
  /** The trading ground, comment provider or contact person asked about. */
  subjectName: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
});
export type AdminRequest = z.infer<typeof AdminRequest>;
export const AdminRequestsQuery = z.object({
  status: z.enum(['sent', 'all']).default('sent'),
});
export const AdminRequestsResponse = z.object({ items: z.array(AdminRequest) });
export type AdminRequestsResponse = z.infer<typeof AdminRequestsResponse>;
export const AdminDecisionRequest = z.strictObject({
  decision: z.enum(['approve', 'reject']),
  note: SafeText.trim().max(500).optional(),
});
export const AdminDecision = z.object({
  id: z.number().int(),
  action: z.string(),
  requestId: z.number().int().nullable(),
  note: z.string().nullable(),
  adminEmail: z.string(),
  createdAt: z.string(),
});
export type AdminDecision = z.infer<typeof AdminDecision>;
export const AdminDecisionsResponse = z.object({ items: z.array(AdminDecision) });
export type AdminDecisionsResponse = z.infer<typeof AdminDecisionsResponse>;

export const adminReviewEndpoints = endpointGroup(
  endpoint({
    method: 'GET',
    path: '/api/admin/requests/',
    operationId: 'listAccessRequests',
    summary: 'Access requests of every kind (waiting ones by default; status=all for all)',
    tag: 'admin review',
    access: 'admin.review',
    query: AdminRequestsQuery,
    responses: { 200: AdminRequestsResponse },
  }),
  endpoint({
    method: 'POST',
    path: '/api/admin/requests/:id/decision/',
    operationId: 'decideAccessRequest',
    summary: 'Approve or reject a waiting request (paid access: level 1077 with the tariff)',
    description:
      'Approving paid access raises the user to level 1077 with the tariff; approving an ' +
      'expansion adds the tariff. Logged with who and when. 409 `request_already_decided`.',
    tag: 'admin review',
    access: 'admin.review',
    params: IdParam,
    body: AdminDecisionRequest,
    responses: { 200: AdminRequest, 404: ErrorBody, 409: ErrorBody },
  }),
  endpoint({
    method: 'GET',
    path: '/api/admin/decisions/',
    operationId: 'listAdminDecisions',
    summary: 'Every admin decision, with who and when',
    tag: 'admin review',
    access: 'admin.review',
    responses: { 200: AdminDecisionsResponse },
  }),
);
