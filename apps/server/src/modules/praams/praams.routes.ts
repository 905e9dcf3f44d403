import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../plugins/endpoints';
import * as service from './praams.service';

const praamsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Scores change only with the data: computed once per data version, access profile and
  // language, revalidated by ETag.
  route(app, 'GET /api/bonds/:id/praams/', async (request, reply) =>
    app.cachedAnswer(request, reply, `praams ${request.params.id}`, () =>
      service.getPraams(app.db, request.params.id, request.language, request.subject),
    ),
  );

  // The access rule (bond.praams.report) is checked before this runs.
  route(app, 'GET /api/bonds/:id/praams/report/', async (request, reply) => {
    const file = await service.downloadReport(app.db, request.params.id);
    return reply
      .type(file.mimetype)
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .send(file.bytes);
  });
};

export default praamsRoutes;
