import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CompanySummary,
  EquitySummary,
  ErrorBody,
  IdParam,
  IndexSummary,
} from '@bondsight/contracts';
import * as service from './entities.service';

const entitiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = <T>(tag: string, body: T) => ({
    tags: [tag],
    params: IdParam,
    response: { 200: body, 404: ErrorBody },
  });

  app.get('/api/company/:id/', { schema: schema('companies', CompanySummary) }, async (request) =>
    service.getCompany(app.db, request.params.id, request.language),
  );
  app.get('/api/indexes/:id/', { schema: schema('indexes', IndexSummary) }, async (request) =>
    service.getIndex(app.db, request.params.id, request.language),
  );
  app.get('/api/stocks/:id/', { schema: schema('stocks', EquitySummary) }, async (request) =>
    service.getEquity(app.db, request.params.id, 'stock', request.language),
  );
  app.get('/api/etf/:id/', { schema: schema('etf', EquitySummary) }, async (request) =>
    service.getEquity(app.db, request.params.id, 'etf', request.language),
  );
};

export default entitiesRoutes;
