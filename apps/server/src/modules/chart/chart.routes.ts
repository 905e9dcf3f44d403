import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../plugins/endpoints';
import * as service from './chart.service';

const chartRoutes: FastifyPluginAsyncZod = async (app) => {
  // Ticks change only with the data: the answer is computed once per data version.
  route(app, 'POST /api/chart/get_tradings/', async (request, reply) =>
    app.cachedAnswer(request, reply, `get_tradings ${JSON.stringify(request.body)}`, () =>
      service.getTradings(app.db, request.body, request.language, request.subject),
    ),
  );
};

export default chartRoutes;
