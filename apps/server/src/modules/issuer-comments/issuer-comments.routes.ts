import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { route } from '../../plugins/endpoints';
import * as service from './issuer-comments.service';

const viewerOf = (request: FastifyRequest): service.Viewer => ({
  subject: request.subject,
  userId: request.user?.id ?? null,
});

/**
 * Analytics comments about an issuer and their files. Not cached by data version: the file
 * states depend on the viewer's own access requests. Requests themselves are sent through
 * the access-requests module (GET /api/comments/create_comments_access_request/{providerId}/).
 */
const issuerCommentsRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, 'GET /api/company/:emitentId/comments_about/', async (request, reply) => {
    reply.header('cache-control', 'private, no-cache');
    return service.listComments(
      app.db,
      request.params.emitentId,
      request.language,
      viewerOf(request),
    );
  });

  route(app, 'GET /api/comments/:commentId/file/', async (request, reply) => {
    const download = await service.downloadCommentFile(
      app.db,
      request.params.commentId,
      viewerOf(request),
    );
    if (download.kind === 'redirect') return reply.redirect(download.url, 302);
    return reply
      .type(download.mimetype)
      .header('content-disposition', `attachment; filename="${download.fileName}"`)
      .send(download.bytes);
  });
};

export default issuerCommentsRoutes;
