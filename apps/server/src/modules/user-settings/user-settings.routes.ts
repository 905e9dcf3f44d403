import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../plugins/endpoints';
import * as service from './user-settings.service';

/** Signed-in users keep their settings (hints) on the server; visitors keep a cookie. */
const userSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, 'GET /api/user/settings/', async (request) =>
    service.getSettings(app.db, request.user!.id),
  );

  route(app, 'POST /api/user/set-settings/', async (request) =>
    service.setSettings(app.db, request.user!.id, request.body),
  );
};

export default userSettingsRoutes;
