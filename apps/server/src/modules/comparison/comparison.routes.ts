import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../plugins/endpoints';
import * as service from './comparison.service';

const comparisonRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, 'POST /api/bonds/:id/getAutocompleteData/', async (request) =>
    service.autocomplete(app.db, request.params.id, request.body, request.language),
  );

  route(app, 'POST /api/bonds/:id/getTradingGround/', async (request) =>
    service.tradingGrounds(app.db, request.params.id, request.body, request.language),
  );
};

export default comparisonRoutes;
