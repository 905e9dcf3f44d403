import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../../lib/app-error';
import { route } from '../../plugins/endpoints';
import { renderMailOutbox } from './mail-outbox-page';
import { createMailSender, mailSenderKind, OutboxMailSender, type MailSender } from './mail-sender';
import { isKnownFor, rememberBrowser } from './known-device';
import {
  forgetOwnFailures,
  giveBack,
  reserve,
  signInThrottles,
  signUpThrottle,
  type Throttle,
} from './sign-in-throttles';
import * as service from './auth.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Account notices (sign-up); the outbox kind keeps them for tests and development. */
    mailSender: MailSender;
  }
}

/**
 * Counts the attempt under its throttles before the work it guards, or answers 429 with
 * Retry-After when one is full. Returns the reserved attempts, to give back on success.
 */
async function reserveOrRefuse(app: FastifyInstance, reply: FastifyReply, throttles: Throttle[]) {
  const reserved = await reserve(app.db, throttles);
  if ('ids' in reserved) return reserved.ids;
  reply.header('retry-after', String(reserved.waitSeconds));
  throw new AppError('rate_limited', 'rate_limited');
}

/**
 * Sign-up, sign-in, sign-out and the page globals. Wrapped in fastify-plugin so the mail sender
 * is visible on the app (tests read the outbox). The throttles count in the database, so that
 * every instance sees the same attempts (ADR 0005, 0017; issue 31).
 */
export default fp(async function authRoutes(
  app: FastifyInstance,
  opts: { signUpsPerHour: number; secureCookies: boolean },
) {
  const mail = createMailSender(mailSenderKind(), app.log);
  app.decorate('mailSender', mail);

  route(app, 'GET /api/me', async (request) => app.pageGlobals(request));

  route(app, 'POST /api/auth/sign-up', async (request, reply) => {
    await reserveOrRefuse(app, reply, [signUpThrottle(request.ip, opts.signUpsPerHour)]);
    const { email, password, language } = request.body;
    await service.signUp(app.db, mail, email, password, language ?? request.language);
    return reply.send({ status: 'check_mail' as const });
  });

  route(app, 'POST /api/auth/sign-in', async (request, reply) => {
    const { email, password } = request.body;
    // Keyed by the normalized e-mail whether or not it is registered: a 429 tells nothing.
    const known = await isKnownFor(app.db, request, email);
    const reserved = await reserveOrRefuse(app, reply, signInThrottles(email, request.ip, known));
    // A failure keeps its reservation: it is the failed attempt counted.
    const user = await service.checkCredentials(app.db, email, password);
    await giveBack(app.db, reserved);
    await forgetOwnFailures(app.db, email, request.ip);
    await service.requireVerified(app.db, mail, user);
    await rememberBrowser(app.db, request, reply, user.id, opts.secureCookies);
    await app.startSession(request, reply, user);
    return reply.send(await app.pageGlobals(request));
  });

  route(app, 'POST /api/auth/verify-email', async (request, reply) => {
    await service.verifyEmail(app.db, request.body.token);
    return reply.send({ status: 'verified' as const });
  });

  if (mail instanceof OutboxMailSender) {
    app.get('/dev/mail', { schema: { hide: true } }, async (_request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(renderMailOutbox(mail.list())),
    );
  }

  route(app, 'POST /api/auth/sign-out', async (request, reply) => {
    await app.endSession(request, reply);
    return reply.status(204).send(null);
  });
});
