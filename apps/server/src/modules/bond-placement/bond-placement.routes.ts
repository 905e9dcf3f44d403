import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../plugins/endpoints';
import * as service from './bond-placement.service';

const bondPlacementRoutes: FastifyPluginAsyncZod = async (app) => {
  // Public terms: computed once per data version and language, revalidated by ETag.
  route(app, 'GET /api/bonds/:id/placement/', async (request, reply) =>
    app.cachedAnswer(request, reply, `placement ${request.params.id}`, () =>
      service.getPlacement(app.db, request.params.id, request.language),
    ),
  );
};

export default bondPlacementRoutes;
