import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../plugins/endpoints';
import * as service from './entities.service';

/**
 * The issuer's, index's, stock's and ETF's summaries change only with the data: computed once
 * per data version (and access profile and language), revalidated by ETag (issue 19).
 */
const entitiesRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, 'GET /api/company/:id/', async (request, reply) =>
    app.cachedAnswer(request, reply, `company ${request.params.id}`, () =>
      service.getCompany(app.db, request.params.id, request.language, request.subject),
    ),
  );
  route(app, 'GET /api/indexes/:id/', async (request, reply) =>
    app.cachedAnswer(request, reply, `index ${request.params.id}`, () =>
      service.getIndex(app.db, request.params.id, request.language),
    ),
  );
  route(app, 'GET /api/stocks/:id/', async (request, reply) =>
    app.cachedAnswer(request, reply, `stock ${request.params.id}`, () =>
      service.getEquity(app.db, request.params.id, 'stock', request.language),
    ),
  );
  route(app, 'GET /api/etf/:id/', async (request, reply) =>
    app.cachedAnswer(request, reply, `etf ${request.params.id}`, () =>
      service.getEquity(app.db, request.params.id, 'etf', request.language),
    ),
  );
};

export default entitiesRoutes;
