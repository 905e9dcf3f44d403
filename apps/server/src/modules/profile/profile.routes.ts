import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import {
  ErrorBody,
  PaExpandRequest,
  PaResponse,
  PaSendRequest,
  ProviderParam,
  RequestItemsError,
  RequestItemsResponse,
  TradingGroundParam,
} from '@bondsight/contracts';
import { assertCsrfHeader, assertStateChangingGet } from '../shell/state-changing-get';
import * as service from './profile.service';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 409: ErrorBody };

/** What each request state answers: status and label key (spec request_data labels). */
const OUTCOME = {
  sent: { status: 200, label: 'request_sent' },
  already_sent: { status: 409, label: 'already_send_request_label' },
  rejected: { status: 403, label: 'request_rejected' },
  forbidden: { status: 403, label: 'forbidden_request_label' },
} as const;

function sendOutcome(reply: FastifyReply, outcome: service.RequestOutcome) {
  const { status, label } = OUTCOME[outcome.state];
  const items = [{ success: { numeric: outcome.requestId }, state: outcome.state, label }];
  const code = status === 409 ? 'conflict' : 'access_denied_auth';
  return reply
    .status(status)
    .send({ response: { items }, ...(status === 200 ? {} : { error: { code, message: label } }) });
}

/**
 * Requests a user makes of the portal: paid access and its expansion, a market participant's
 * quotes, a comment provider's files. Admins decide them on /admin/.
 */
const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/profile/pa/subscr_send_request/',
    {
      preHandler: app.requireCapability('paid_access.request'),
      schema: {
        tags: ['paid access'],
        summary: 'Ask for paid (full) access with a tariff; paStatusConfirm becomes 0',
        body: PaSendRequest,
        response: { 200: PaResponse, ...errors },
      },
    },
    async (request) =>
      service.sendPaidAccessRequest(
        app.db,
        request.user!.id,
        request.body.tariff,
        request.body.contactPersonId,
      ),
  );

  app.post(
    '/api/profile/pa/subscr_expand_request/',
    {
      preHandler: app.requireCapability('paid_access.expand'),
      schema: {
        tags: ['paid access'],
        summary: 'Ask to add a tariff to full access; paSendExpand becomes 1',
        body: PaExpandRequest,
        response: { 200: PaResponse, ...errors },
      },
    },
    async (request) => service.sendExpandRequest(app.db, request.user!.id, request.body.tariff),
  );

  const requestSchema = {
    tags: ['access requests'],
    description:
      'A GET by the spec, yet it changes state: it needs a session and the x-csrf-token header. ' +
      '`response.items[0].success.numeric` > 0 (the request id) means sent; `state` is sent, ' +
      'already_sent (409), rejected or forbidden (403).',
    response: {
      200: RequestItemsResponse,
      401: RequestItemsError,
      403: RequestItemsError,
      404: ErrorBody,
      409: RequestItemsError,
    },
  };

  app.get(
    '/api/bonds/submit_quotes_access_request/:trading_ground_id/',
    {
      schema: {
        ...requestSchema,
        summary: 'Ask a market participant for its quotes',
        params: TradingGroundParam,
      },
    },
    async (request, reply) => {
      const user = assertStateChangingGet(request);
      const outcome = await service.requestQuotesAccess(
        app.db,
        user.id,
        request.params.trading_ground_id,
      );
      return sendOutcome(reply, outcome);
    },
  );

  app.get(
    '/api/comments/create_comments_access_request/:providerId/',
    {
      schema: {
        ...requestSchema,
        summary: 'Ask a moderated comment provider for its files (no items: not signed in)',
        params: ProviderParam,
      },
    },
    async (request, reply) => {
      assertCsrfHeader(request);
      // Spec: an answer without items means "not authenticated".
      if (!request.user)
        return reply
          .status(401)
          .send({ response: { items: [] }, error: { code: 'need_auth', message: 'need_auth' } });
      const outcome = await service.requestCommentFiles(
        app.db,
        request.user.id,
        request.params.providerId,
      );
      return sendOutcome(reply, outcome);
    },
  );
};

export default profileRoutes;
