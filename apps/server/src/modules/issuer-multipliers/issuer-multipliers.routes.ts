import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../plugins/endpoints';
import * as service from './issuer-multipliers.service';

const issuerMultipliersRoutes: FastifyPluginAsyncZod = async (app) => {
  // Changes only with the data: computed once per data version, access profile and language.
  route(app, 'GET /api/company/:emitentId/multipliers/', async (request, reply) =>
    app.cachedAnswer(request, reply, `multipliers ${request.params.emitentId}`, () =>
      service.getMultipliers(app.db, request.params.emitentId, request.language, request.subject),
    ),
  );
};

export default issuerMultipliersRoutes;
