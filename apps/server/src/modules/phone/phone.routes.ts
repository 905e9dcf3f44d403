import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ConfirmMobRequest,
  ConfirmMobResponse,
  ErrorBody,
  PHONE_CODE,
  UpdateMobError,
  UpdateMobRequest,
  UpdateMobResponse,
  type SendCodeResponse,
} from '@bondsight/contracts';
import { readLabels } from '@bondsight/labels';
import { AppError } from '../../lib/app-error';
import { assertStateChangingGet } from '../shell/state-changing-get';
import { renderOutbox } from './outbox-page';
import { createSmsSender, OutboxSmsSender, smsSenderKind, type SmsSender } from './sms-sender';
import * as service from './phone.service';

declare module 'fastify' {
  interface FastifyInstance {
    smsSender: SmsSender;
    /** GET /?action=ajaxSendCode, dispatched from the root page route (spec section 7). */
    sendPhoneCode(request: FastifyRequest): Promise<SendCodeResponse>;
  }
}

/** Phone confirmation: update_mob, the code sender behind ajaxSendCode, the code check. */
export default fp(async function phoneRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const sender = createSmsSender(smsSenderKind(), app.log);
  app.decorate('smsSender', sender);

  app.decorate('sendPhoneCode', async (request: FastifyRequest) => {
    const user = assertStateChangingGet(request);
    const template = readLabels(request.language, 'shell')?.sms_code_text ?? '{{code}}';
    const text = (code: string) =>
      template.replace('{{code}}', code).replace('{{minutes}}', String(PHONE_CODE.ttlMinutes));
    return service.sendCode(app.db, sender, user.id, text);
  });

  app.post(
    '/api/profile/update_mob/',
    {
      preHandler: app.requireCapability('phone.confirm'),
      schema: {
        tags: ['phone'],
        summary: 'Store a (Russian mobile) number to confirm; then GET /?action=ajaxSendCode',
        description:
          'Accepts Russian mobile numbers only: +7 9xx xxx-xx-xx, written with +7, 7, 8 or ' +
          'as ten digits. Other country codes and +7 6xx/7xx (Kazakhstan) are phone_foreign; ' +
          'other +7 numbers are landlines (phone_not_mobile). An empty `messages` list means ' +
          'success. Problems come back as label keys both in `messages` and in the error ' +
          'body, with status 400 or 409; nothing is stored then.',
        body: UpdateMobRequest,
        response: {
          200: UpdateMobResponse,
          400: UpdateMobError,
          401: ErrorBody,
          403: ErrorBody,
          409: UpdateMobError,
        },
      },
    },
    async (request, reply) => {
      try {
        await service.updateMobile(app.db, request.user!.id, request.body.phone);
        return { messages: [] };
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        return reply.status(error.statusCode as 400 | 409).send({
          messages: [error.message],
          error: {
            code: error.code,
            message: error.message,
            ...(error.fields ? { fields: error.fields } : {}),
          },
        });
      }
    },
  );

  app.post(
    '/api/profile/confirm_mob/',
    {
      preHandler: app.requireCapability('phone.confirm'),
      schema: {
        tags: ['phone'],
        summary: 'Confirm the pending number with the code sent to it',
        body: ConfirmMobRequest,
        response: {
          200: ConfirmMobResponse,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          409: ErrorBody,
          429: ErrorBody,
        },
      },
    },
    async (request) => service.confirmCode(app.db, request.user!.id, request.body.code),
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
