import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../plugins/endpoints';
import * as service from './bond-resume.service';

const bondResumeRoutes: FastifyPluginAsyncZod = async (app) => {
  // Public facts, written per language: computed once per data version, language and day
  // (the store's key holds today's date), revalidated by ETag.
  route(app, 'GET /api/bonds/:id/resume/', async (request, reply) =>
    app.cachedAnswer(request, reply, `resume ${request.params.id}`, () =>
      service.getResume(
        app.db,
        request.params.id,
        request.language,
        new Date().toISOString().slice(0, 10),
      ),
    ),
  );
};

export default bondResumeRoutes;
