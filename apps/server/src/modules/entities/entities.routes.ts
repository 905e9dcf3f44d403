import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../plugins/endpoints';
import * as service from './entities.service';

const entitiesRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, 'GET /api/company/:id/', async (request) =>
    service.getCompany(app.db, request.params.id, request.language, request.subject),
  );
  route(app, 'GET /api/indexes/:id/', async (request) =>
    service.getIndex(app.db, request.params.id, request.language),
  );
  route(app, 'GET /api/stocks/:id/', async (request) =>
    service.getEquity(app.db, request.params.id, 'stock', request.language),
  );
  route(app, 'GET /api/etf/:id/', async (request) =>
    service.getEquity(app.db, request.params.id, 'etf', request.language),
  );
};

export default entitiesRoutes;
