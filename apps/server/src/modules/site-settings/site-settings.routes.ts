import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../plugins/endpoints';
import * as service from './site-settings.service';

/** The operator's shell settings: the shell reads them, an administrator stores them. */
const siteSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, 'GET /api/shell/', async (request) =>
    service.getShellConfig(app.db, request.language, request.log),
  );

  route(app, 'GET /api/admin/site-settings/', async (request) =>
    service.readSiteSettings(app.db, request.log),
  );

  route(app, 'POST /api/admin/site-settings/:key/', async (request) => ({
    value: await service.putSiteSetting(
      app.db,
      request.user!.id,
      request.params.key,
      request.body.value,
    ),
  }));
};

export default siteSettingsRoutes;
