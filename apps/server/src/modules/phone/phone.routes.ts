import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import { route } from '../../plugins/endpoints';
import { renderOutbox } from './outbox-page';
import { createSmsSender, OutboxSmsSender, smsSenderKind, type SmsSender } from './sms-sender';
import * as service from './phone.service';

declare module 'fastify' {
  interface FastifyInstance {
    smsSender: SmsSender;
  }
}

/**
 * Phone confirmation: update_mob, the code sender behind ajaxSendCode, the code check.
 * Wrapped in fastify-plugin so the SMS sender is visible on the app (tests read the outbox).
 */
export default fp(async function phoneRoutes(app: FastifyInstance) {
  const sender = createSmsSender(smsSenderKind(), app.log);
  app.decorate('smsSender', sender);

  route(app, 'POST /api/profile/update_mob/', async (request, reply) => {
    try {
      await service.updateMobile(app.db, request.user!.id, request.body.phone);
      return { messages: [] };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      // Spec: the problem's label key in `messages`, and in the usual error body too.
      return reply.status(error.statusCode as 400 | 409).send({
        messages: [error.message],
        error: {
          code: error.code,
          message: error.message,
          ...(error.fields ? { fields: error.fields } : {}),
        },
      });
    }
  });

  // Spec section 7: the code is sent by a GET on the home page's path (see plugins/endpoints).
  route(app, 'GET /?action=ajaxSendCode', async (request) =>
    service.sendCode(app.db, sender, request.user!.id, service.codeText(request.language)),
  );

  route(app, 'POST /api/profile/confirm_mob/', async (request) =>
    service.confirmCode(app.db, request.user!.id, request.body.code),
  );

  if (sender instanceof OutboxSmsSender) {
    app.get('/dev/outbox', { schema: { hide: true } }, async (_request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(renderOutbox(sender.list())),
    );
  }
});
