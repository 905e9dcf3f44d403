import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../plugins/endpoints';
import * as service from './saved-filters.service';

/** The `uss` calls: a signed-in user's named filters of a list (the declarations need a user). */
const savedFiltersRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, 'GET /api/uss/list/', async (request) =>
    service.listFilters(app.db, request.user!.id, request.query.page),
  );

  route(app, 'POST /api/uss/save/', async (request) =>
    service.saveFilter(app.db, request.user!.id, request.body),
  );

  route(app, 'POST /api/uss/default/', async (request) =>
    service.setDefault(app.db, request.user!.id, request.body),
  );

  route(app, 'POST /api/uss/delete/:id/', async (request) =>
    service.deleteFilter(app.db, request.user!.id, request.params.id),
  );
};

export default savedFiltersRoutes;
