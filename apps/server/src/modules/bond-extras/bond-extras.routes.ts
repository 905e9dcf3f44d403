import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../plugins/endpoints';
import * as service from './bond-extras.service';

const bondExtrasRoutes: FastifyPluginAsyncZod = async (app) => {
  // Both change only with the data: computed once per data version, access profile (the
  // holders are full-access data) and language, revalidated by ETag.
  route(app, 'GET /api/bonds/:id/extras/', async (request, reply) =>
    app.cachedAnswer(request, reply, `extras ${request.params.id}`, () =>
      service.getBondExtras(app.db, request.params.id, request.language, request.subject),
    ),
  );

  route(app, 'GET /api/bonds/:id/issuer-items/', async (request, reply) =>
    app.cachedAnswer(
      request,
      reply,
      `issuer-items ${request.params.id} ${request.query.page}`,
      () => service.getIssuerItems(app.db, request.params.id, request.query.page, request.language),
    ),
  );
};

export default bondExtrasRoutes;
