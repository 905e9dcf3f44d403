import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../plugins/endpoints';
import * as service from './documents.service';

const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, 'GET /api/bonds/:id/documents/', async (request, reply) =>
    app.cachedAnswer(request, reply, `documents ${request.params.id}`, () =>
      service.listDocuments(app.db, request.params.id, request.language),
    ),
  );

  route(app, 'GET /api/bonds/:id/documents/:docId/file/', async (request, reply) => {
    const download = await service.downloadDocument(
      app.db,
      request.params.id,
      request.params.docId,
      request.subject,
    );
    if (download.kind === 'redirect') return reply.redirect(download.url, 302);
    return reply
      .type(download.mimetype)
      .header('content-disposition', `attachment; filename="${download.fileName}"`)
      .send(download.bytes);
  });
};

export default documentsRoutes;
