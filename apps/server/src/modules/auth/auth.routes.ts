import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { route } from '../../plugins/endpoints';
import { FailedSignInLimiter } from './sign-in-limiter';
import * as service from './auth.service';

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const limiter = new FailedSignInLimiter();

  route(app, 'GET /api/me', async (request) => app.pageGlobals(request));

  route(app, 'POST /api/auth/sign-up', async (request, reply) => {
    const { email, password, language } = request.body;
    const user = await service.signUp(app.db, email, password, language ?? request.language);
    await app.startSession(request, reply, user);
    return reply.status(201).send(await app.pageGlobals(request));
  });

  route(app, 'POST /api/auth/sign-in', async (request, reply) => {
    if (limiter.isBlocked(request.ip)) throw new AppError('rate_limited', 'rate_limited');
    const { email, password } = request.body;
    const user = await service.checkCredentials(app.db, email, password).catch((error: unknown) => {
      limiter.recordFailure(request.ip);
      throw error;
    });
    await app.startSession(request, reply, user);
    return reply.send(await app.pageGlobals(request));
  });

  route(app, 'POST /api/auth/sign-out', async (request, reply) => {
    await app.endSession(request, reply);
    return reply.status(204).send(null);
  });
};

export default authRoutes;
