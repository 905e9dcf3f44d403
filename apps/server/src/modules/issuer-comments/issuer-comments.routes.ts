import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { route } from '../../plugins/endpoints';
import * as service from './issuer-comments.service';

const viewerOf = (request: FastifyRequest): service.Viewer => ({
  subject: request.subject,
  userId: request.user?.id ?? null,
});

/**
 * Analytics comments about an issuer and their files. The file states depend on the viewer's
 * own access requests: a viewer who has made none gets the answer shared by the same access
 * profile (computed once per data version); one who has made some gets one of their own.
 * Requests themselves are sent through the access-requests module
 * (GET /api/comments/create_comments_access_request/{providerId}/).
 */
const issuerCommentsRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, 'GET /api/company/:emitentId/comments_about/', async (request, reply) => {
    const viewer = viewerOf(request);
    const { emitentId } = request.params;
    const shared = await app.userFact('no comment file requests', viewer.userId ?? 0, () =>
      service.isSharedAnswer(app.db, viewer),
    );
    if (shared)
      return app.cachedAnswer(request, reply, `comments_about ${emitentId}`, () =>
        service.listComments(app.db, emitentId, request.language, { ...viewer, userId: null }),
      );
    reply.header('cache-control', 'private, no-cache');
    return service.listComments(app.db, emitentId, request.language, viewer);
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
