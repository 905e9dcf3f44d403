import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorBody,
  SetSettingsRequest,
  SetSettingsResponse,
  UserSettings,
} from '@bondsight/contracts';
import * as service from './settings.service';

/** Signed-in users keep their settings (hints) on the server; visitors keep a cookie. */
const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = app.requireCapability('account.settings');

  app.get(
    '/api/user/settings/',
    {
      preHandler: guard,
      schema: {
        tags: ['settings'],
        summary: "The user's settings object (hints)",
        response: { 200: UserSettings, 401: ErrorBody },
      },
    },
    async (request) => service.getSettings(app.db, request.user!.id),
  );

  app.post(
    '/api/user/set-settings/',
    {
      preHandler: guard,
      schema: {
        tags: ['settings'],
        summary: "Save settings: sid (the page's user id) and a nested settings object",
        body: SetSettingsRequest,
        response: { 200: SetSettingsResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => service.setSettings(app.db, request.user!.id, request.body),
  );
};

export default settingsRoutes;
