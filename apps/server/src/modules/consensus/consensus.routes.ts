import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../plugins/endpoints';
import * as service from './consensus.service';

const consensusRoutes: FastifyPluginAsyncZod = async (app) => {
  // Changes only with the data: kept once per data version and language.
  route(app, 'GET /api/company/:emitentId/get-emitent-list-of-indexes/', async (request, reply) =>
    app.cachedAnswer(request, reply, `consensus ${request.params.emitentId}`, () =>
      service.getConsensus(app.db, request.params.emitentId, request.language),
    ),
  );
};

export default consensusRoutes;
