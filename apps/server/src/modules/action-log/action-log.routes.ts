import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../plugins/endpoints';
import * as service from './action-log.service';

/** Who a call is counted for: the user, or the visitor's address. */
const visitorOf = (request: FastifyRequest): service.Visitor =>
  request.user ? { userId: request.user.id } : { address: request.ip };

const actionLogRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, 'POST /api/bonds/:id/contactActionLog/', async (request, reply) => {
    await service.logAction(
      app.db,
      {
        userId: request.user?.id ?? null,
        bondId: request.params.id,
        actionId: request.body.actionId,
      },
      visitorOf(request),
    );
    return reply.status(204).send(null);
  });

  route(app, 'POST /api/contactActionLog/', async (request, reply) => {
    await service.logAction(
      app.db,
      {
        userId: request.user?.id ?? null,
        bondId: null,
        actionId: request.body.actionId,
      },
      visitorOf(request),
    );
    return reply.status(204).send(null);
  });

  route(app, 'GET /cb/current_user/action_log/global/json/:actionId/', async (request, reply) => {
    await service.logAction(
      app.db,
      {
        userId: request.user?.id ?? null,
        bondId: null,
        actionId: request.params.actionId,
      },
      visitorOf(request),
    );
    return reply.status(204).send(null);
  });

  route(app, 'GET /api/bonds/:id/views/', async (request) =>
    service.getBondViews(app.db, request.params.id),
  );

  route(app, 'POST /api/bonds/:id/incrementStatisticView/', async (request, reply) => {
    await service.countBondView(app.db, request.params.id, request.body, visitorOf(request));
    return reply.status(204).send(null);
  });
};

export default actionLogRoutes;
