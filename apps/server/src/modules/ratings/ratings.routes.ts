import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../plugins/endpoints';
import * as service from './ratings.service';

const ratingsRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, 'GET /api/bonds/:id/ratings/', async (request, reply) =>
    app.cachedAnswer(request, reply, `ratings ${request.params.id}`, () =>
      service.getCurrentRatings(app.db, request.params.id, request.language),
    ),
  );

  route(app, 'POST /api/bonds/:id/getRatingsHistory/', async (request) =>
    service.getRatingsHistory(
      app.db,
      request.params.id,
      request.body.params.ratingTypeId,
      request.language,
    ),
  );
};

export default ratingsRoutes;
