import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../../lib/app-error';
import { route } from '../../plugins/endpoints';
import { createMailSender, mailSenderKind, type MailSender } from './mail-sender';
import {
  accountSignInLimiter,
  addressSignInLimiter,
  signUpLimiter,
  type SlidingWindowLimiter,
} from './sign-in-limiter';
import * as service from './auth.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Account notices (sign-up); the outbox kind keeps them for tests and development. */
    mailSender: MailSender;
  }
}

/** 429 with Retry-After when the key is over its limit. */
function refuseWhenBlocked(reply: FastifyReply, limiter: SlidingWindowLimiter, key: string) {
  const wait = limiter.retryAfterSeconds(key);
  if (wait === 0) return;
  reply.header('retry-after', String(wait));
  throw new AppError('rate_limited', 'rate_limited');
}

/**
 * Sign-up, sign-in, sign-out and the page globals. Wrapped in fastify-plugin so the mail sender
 * is visible on the app (tests read the outbox). The limiters live in memory (ADR 0005, 0017).
 */
export default fp(async function authRoutes(
  app: FastifyInstance,
  opts: { signUpsPerHour: number },
) {
  const mail = createMailSender(mailSenderKind(), app.log);
  app.decorate('mailSender', mail);
  const signUps = signUpLimiter(opts.signUpsPerHour);
  const failedByAddress = addressSignInLimiter();
  const failedByAccount = accountSignInLimiter();

  route(app, 'GET /api/me', async (request) => app.pageGlobals(request));

  route(app, 'POST /api/auth/sign-up', async (request, reply) => {
    refuseWhenBlocked(reply, signUps, request.ip);
    signUps.record(request.ip);
    const { email, password, language } = request.body;
    await service.signUp(app.db, mail, email, password, language ?? request.language);
    return reply.send({ status: 'check_mail' as const });
  });

  route(app, 'POST /api/auth/sign-in', async (request, reply) => {
    const { email, password } = request.body;
    refuseWhenBlocked(reply, failedByAddress, request.ip);
    // Keyed by the normalized e-mail whether or not it is registered: a 429 tells nothing.
    refuseWhenBlocked(reply, failedByAccount, email);
    const user = await service.checkCredentials(app.db, email, password).catch((error: unknown) => {
      failedByAddress.record(request.ip);
      failedByAccount.record(email);
      throw error;
    });
    failedByAccount.reset(email);
    await app.startSession(request, reply, user);
    return reply.send(await app.pageGlobals(request));
  });

  route(app, 'POST /api/auth/sign-out', async (request, reply) => {
    await app.endSession(request, reply);
    return reply.status(204).send(null);
  });
});
