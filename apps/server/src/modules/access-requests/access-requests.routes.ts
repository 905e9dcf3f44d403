import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { route } from '../../plugins/endpoints';
import * as service from './access-requests.service';

/** What each request state answers: status and label key (spec request_data labels). */
const OUTCOME = {
  sent: { status: 200, label: 'request_sent' },
  already_sent: { status: 409, label: 'already_send_request_label' },
  rejected: { status: 403, label: 'request_rejected' },
  forbidden: { status: 403, label: 'forbidden_request_label' },
} as const;

/** Spec: the state in `response.items`; a refusal carries the usual error body as well. */
function sendOutcome(reply: FastifyReply, outcome: service.RequestOutcome) {
  const { status, label } = OUTCOME[outcome.state];
  const items = [{ success: { numeric: outcome.requestId }, state: outcome.state, label }];
  const code = status === 409 ? 'conflict' : 'access_denied_auth';
  return reply
    .status(status)
    .send({ response: { items }, ...(status === 200 ? {} : { error: { code, message: label } }) });
}

/**
 * Access requests: a market participant's quotes, a moderated comment provider's files.
 * Both are GETs by the spec that change state, so their declarations demand the CSRF header.
 * Admins decide them on /admin/.
 */
const accessRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    'GET /api/bonds/submit_quotes_access_request/:trading_ground_id/',
    async (request, reply) => {
      const outcome = await service.requestQuotes(
        app.db,
        request.user!.id,
        request.params.trading_ground_id,
      );
      return sendOutcome(reply, outcome);
    },
  );

  route(
    app,
    'GET /api/comments/create_comments_access_request/:providerId/',
    async (request, reply) => {
      // Spec: an answer without items means "not authenticated", so this endpoint checks the
      // session itself instead of declaring an access rule (whose 401 has no items).
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

export default accessRequestsRoutes;
