import type { RequestItemsResponse, RequestState } from '@bondsight/contracts';
import { csrfGet } from '../../../lib/csrf-get';

export type RequestResult = RequestState | 'need_auth';

/** Answers that carry the spec's response.items beside the error (401, 403, 409). */
const hasItems = (_status: number, body: unknown) =>
  typeof body === 'object' && body !== null && 'response' in body;

function resultOf(body: RequestItemsResponse): RequestResult {
  const first = body.response.items[0];
  // Spec (comment files): no items means not authenticated.
  if (!first) return 'need_auth';
  // Spec: response.items[0].success.numeric greater than 0 means sent.
  return first.success.numeric > 0 ? 'sent' : first.state;
}

/** Spec: GET /api/bonds/submit_quotes_access_request/{trading_ground_id}/. */
export async function submitQuotesAccessRequest(tradingGroundId: number): Promise<RequestResult> {
  const { body } = await csrfGet<RequestItemsResponse>(
    `/api/bonds/submit_quotes_access_request/${tradingGroundId}/`,
    hasItems,
  );
  return resultOf(body);
}

/** Spec: GET /api/comments/create_comments_access_request/{providerId}/. */
export async function createCommentsAccessRequest(providerId: number): Promise<RequestResult> {
  const { body } = await csrfGet<RequestItemsResponse>(
    `/api/comments/create_comments_access_request/${providerId}/`,
    hasItems,
  );
  return resultOf(body);
}
