import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../plugins/endpoints';
import * as service from './emitent-relations.service';

const emitentRelationsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Changes only with the data: kept once per data version and language.
  route(app, 'GET /api/company/:emitentId/relations/', async (request, reply) =>
    app.cachedAnswer(request, reply, `relations ${request.params.emitentId}`, () =>
      service.getRelations(app.db, request.params.emitentId, request.language),
    ),
  );
};

export default emitentRelationsRoutes;
