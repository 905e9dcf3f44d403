import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../plugins/endpoints';
import * as service from './mp-quotes.service';

/**
 * The bond page's "Last quotes" block. Not an answer to cache: hidden quotes and the request
 * links depend on the user's own requests. Sending a request is the access-requests module's
 * GET /api/bonds/submit_quotes_access_request/{trading_ground_id}/ (same table, kind quotes).
 */
const mpQuotesRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, 'GET /api/bonds/mp-quotes/:bondId/:emitentId/:bondStatusId/', async (request) =>
    service.getMpQuotes(app.db, request.params, {
      subject: request.subject,
      userId: request.user?.id ?? null,
      lang: request.language,
      today: new Date().toISOString().slice(0, 10),
    }),
  );
};

export default mpQuotesRoutes;
