import type { RequestItemsResponse } from '@bondsight/contracts';
import { apiAnswer, apiError } from '../../../lib/api-client';

/** What asking a provider for its files came to, as the comment's alert names it. */
export type FilesRequestResult = 'request_sent' | 'request_rejected' | 'need_auth' | 'forbidden';

/**
 * Spec: GET /api/comments/create_comments_access_request/{providerId}/ (the access-requests
 * module's endpoint; a GET that changes state, so the client sends the CSRF header).
 * `response.items[0].success.numeric` greater than 0 means sent; no items means not
 * authenticated. A request sent before counts as sent.
 */
export async function requestCommentFiles(providerId: number): Promise<FilesRequestResult> {
  const { status, body } = await apiAnswer(
    'GET /api/comments/create_comments_access_request/:providerId/',
    [401, 403, 409],
    { params: { providerId } },
  );
  const response = (body as Partial<RequestItemsResponse>).response;
  // Without items the refusal is an ordinary error (a missing CSRF header).
  if (!response) throw apiError(status, body);
  const first = response.items[0];
  if (!first) return 'need_auth';
  if (first.success.numeric > 0 || first.state === 'already_sent') return 'request_sent';
  return first.state === 'rejected' ? 'request_rejected' : 'forbidden';
}
