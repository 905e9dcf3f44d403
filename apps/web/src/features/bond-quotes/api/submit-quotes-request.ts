import type { ErrorBody, RequestItemsResponse, RequestState } from '@bondsight/contracts';
import { apiAnswer, apiError } from '../../../lib/api-client';

export type QuotesRequestResult = RequestState | 'need_auth';

/** The refusals whose answers carry the spec's items beside the error (or a need_auth). */
const ITEM_STATUSES = [401, 403, 409] as const;

/**
 * Spec: GET /api/bonds/submit_quotes_access_request/{trading_ground_id}/; "response.items[0]
 * .success.numeric greater than 0 means sent". A state-changing GET: the client sends the CSRF
 * header with every call.
 */
export async function submitQuotesRequest(groundId: number): Promise<QuotesRequestResult> {
  const { status, body } = (await apiAnswer(
    'GET /api/bonds/submit_quotes_access_request/:trading_ground_id/',
    ITEM_STATUSES,
    { params: { trading_ground_id: groundId } },
  )) as { status: number; body: Partial<RequestItemsResponse> & Partial<ErrorBody> };
  // A visitor is refused by the access rule, with the plain error body.
  if (status === 401) return 'need_auth';
  const first = body.response?.items[0];
  if (!first) throw apiError(status, body);
  return first.success.numeric > 0 ? 'sent' : first.state;
}
