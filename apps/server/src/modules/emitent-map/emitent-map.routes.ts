import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../plugins/endpoints';
import * as service from './emitent-map.service';

const emitentMapRoutes: FastifyPluginAsyncZod = async (app) => {
  // The map changes only with the data: computed once per data version, access profile (tiers
  // never share an answer) and language.
  route(app, 'GET /api/emitent-map-data/:emitentId/', async (request, reply) =>
    app.cachedAnswer(request, reply, `emitent-map ${request.params.emitentId}`, () =>
      service.getEmitentMap(app.db, request.params.emitentId, request.language, request.subject),
    ),
  );
};

export default emitentMapRoutes;
