import type { ErrorBody, RequestItemsResponse, RequestState } from '@bondsight/contracts';
import { apiAnswer, apiError } from '../../../lib/api-client';

export type RequestResult = RequestState | 'need_auth';

/** The statuses whose answers may carry the spec's response.items beside the error. */
const ITEM_STATUSES = [401, 403, 409] as const;

interface Answer {
  status: number;
  body: Partial<RequestItemsResponse> & Partial<ErrorBody>;
}

function resultOf({ status, body }: Answer): RequestResult {
  // Without items the refusal is an ordinary error (a missing CSRF header, no session).
  if (!body.response) throw apiError(status, body);
  const first = body.response.items[0];
  // Spec (comment files): no items means not authenticated.
  if (!first) return 'need_auth';
  // Spec: response.items[0].success.numeric greater than 0 means sent.
  return first.success.numeric > 0 ? 'sent' : first.state;
}

/** Spec: GET /api/bonds/submit_quotes_access_request/{trading_ground_id}/. */
export async function submitQuotesAccessRequest(tradingGroundId: number): Promise<RequestResult> {
  return resultOf(
    await apiAnswer(
      'GET /api/bonds/submit_quotes_access_request/:trading_ground_id/',
      ITEM_STATUSES,
      {
        params: { trading_ground_id: tradingGroundId },
      },
    ),
  );
}

/** Spec: GET /api/comments/create_comments_access_request/{providerId}/. */
export async function createCommentsAccessRequest(providerId: number): Promise<RequestResult> {
  return resultOf(
    await apiAnswer(
      'GET /api/comments/create_comments_access_request/:providerId/',
      ITEM_STATUSES,
      {
        params: { providerId },
      },
    ),
  );
}
