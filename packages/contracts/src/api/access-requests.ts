import { z } from 'zod';
import { endpoint, endpointGroup } from '../endpoint';
import { ErrorBody } from '../errors';
import { Int4IdText } from './common';

/** Access requests: a market participant's quotes, a comment provider's files. */

export const REQUEST_STATES = ['sent', 'already_sent', 'rejected', 'forbidden'] as const;
export type RequestState = (typeof REQUEST_STATES)[number];
/** Spec: `response.items[0].success.numeric` greater than 0 means sent (it is the request id). */
export const RequestItemsResponse = z.object({
  response: z.object({
    items: z.array(
      z.object({
        success: z.object({ numeric: z.number().int() }),
        state: z.enum(REQUEST_STATES),
        label: z.string(),
      }),
    ),
  }),
});
export type RequestItemsResponse = z.infer<typeof RequestItemsResponse>;
export const RequestItemsError = ErrorBody.extend({
  response: RequestItemsResponse.shape.response.optional(),
});
export const TradingGroundParam = z.strictObject({
  trading_ground_id: Int4IdText,
});
export const ProviderParam = z.strictObject({
  providerId: Int4IdText,
});

/** Every answer but 404 carries the spec's items: the state and its label key. */
const requestAnswers = {
  200: RequestItemsResponse,
  401: RequestItemsError,
  403: RequestItemsError,
  404: ErrorBody,
  409: RequestItemsError,
};
const stateChangingGet =
  'A GET by the spec, yet it changes state: it needs a session and the x-csrf-token header. ' +
  '`response.items[0].success.numeric` > 0 (the request id) means sent; `state` is sent, ' +
  'already_sent (409), rejected or forbidden (403).';

export const accessRequestsEndpoints = endpointGroup(
  endpoint({
    method: 'GET',
    path: '/api/bonds/submit_quotes_access_request/:trading_ground_id/',
    operationId: 'sendQuotesAccessRequest',
    summary: 'Ask a market participant for its quotes',
    description: `${stateChangingGet} A ground that is no market participant is forbidden.`,
    tag: 'access requests',
    access: 'access_requests.create',
    csrf: true,
    params: TradingGroundParam,
    responses: requestAnswers,
  }),
  endpoint({
    method: 'GET',
    path: '/api/comments/create_comments_access_request/:providerId/',
    operationId: 'sendCommentFilesAccessRequest',
    summary: 'Ask a moderated comment provider for its files (no items: not signed in)',
    description:
      `${stateChangingGet} A visitor gets 401 with no items (the spec's "not authenticated"); ` +
      "an open provider's files need no request (forbidden).",
    tag: 'access requests',
    csrf: true,
    params: ProviderParam,
    responses: requestAnswers,
  }),
);
