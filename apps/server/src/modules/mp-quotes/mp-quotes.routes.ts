import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../plugins/endpoints';
import * as service from './mp-quotes.service';

/**
 * The bond page's "Last quotes" block. Hidden quotes and the request links depend on the user's
 * own requests: a user who has made none gets the answer shared by the same access profile
 * (computed once per data version); a user who has made some gets one of their own. Sending a
 * request is the access-requests module's GET /api/bonds/submit_quotes_access_request/{id}/
 * (same table, kind quotes).
 */
const mpQuotesRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    'GET /api/bonds/mp-quotes/:bondId/:emitentId/:bondStatusId/',
    async (request, reply) => {
      const asker = {
        subject: request.subject,
        userId: request.user?.id ?? null,
        lang: request.language,
        today: new Date().toISOString().slice(0, 10),
      };
      const shared = await app.userFact('no quote requests', asker.userId ?? 0, () =>
        service.isSharedAnswer(app.db, asker),
      );
      if (!shared) return service.getMpQuotes(app.db, request.params, asker);
      const { bondId, emitentId, bondStatusId } = request.params;
      return app.cachedAnswer(
        request,
        reply,
        `mp-quotes ${bondId} ${emitentId} ${bondStatusId}`,
        () =>
          // No requests: the same answer as a user without any (the cache key's day is today's).
          service.getMpQuotes(app.db, request.params, { ...asker, userId: null }),
      );
    },
  );
};

export default mpQuotesRoutes;
