import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../plugins/endpoints';
import * as service from './admin-review.service';

/** Admin review: the access requests waiting for a decision, the decision, the log. */
const adminReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, 'GET /api/admin/requests/', async (request) =>
    service.listRequests(app.db, request.query.status, request.language),
  );

  route(app, 'POST /api/admin/requests/:id/decision/', async (request) =>
    service.decide(
      app.db,
      request.user!.id,
      request.params.id,
      request.body.decision,
      request.body.note,
      request.language,
    ),
  );

  route(app, 'GET /api/admin/decisions/', async () => service.listDecisions(app.db));
};

export default adminReviewRoutes;
