import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../plugins/endpoints';
import * as service from './cash-flow.service';

const cashFlowRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, 'GET /api/bonds/:id/cash-flow/', async (request, reply) =>
    app.cachedAnswer(request, reply, `cash-flow ${request.params.id}`, () =>
      // Paid and next are read against the server's UTC date (the cache key's day too).
      service.getCashFlow(
        app.db,
        request.params.id,
        request.language,
        new Date().toISOString().slice(0, 10),
      ),
    ),
  );
};

export default cashFlowRoutes;
