import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody, PageGlobals, SignInRequest, SignUpRequest } from '@bondsight/contracts';
import { AppError } from '../../lib/app-error';
import { toSessionUser } from '../../plugins/session';
import { pageGlobals } from './page-globals';
import { FailedSignInLimiter } from './sign-in-limiter';
import * as service from './auth.service';

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const limiter = new FailedSignInLimiter();
  const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 409: ErrorBody, 429: ErrorBody };

  app.get(
    '/api/me',
    {
      schema: {
        tags: ['auth'],
        summary: 'Page-global values for the current user',
        response: { 200: PageGlobals },
      },
    },
    async (request) => pageGlobals(request),
  );

  app.post(
    '/api/auth/sign-up',
    { schema: { tags: ['auth'], body: SignUpRequest, response: { 201: PageGlobals, ...errors } } },
    async (request, reply) => {
      const { email, password, language } = request.body;
      const user = await service.signUp(app.db, email, password, language ?? request.language);
      await app.startSession(reply, user.id);
      request.user = toSessionUser(user);
      return reply.status(201).send(pageGlobals(request));
    },
  );

  app.post(
    '/api/auth/sign-in',
    { schema: { tags: ['auth'], body: SignInRequest, response: { 200: PageGlobals, ...errors } } },
    async (request, reply) => {
      if (limiter.isBlocked(request.ip)) throw new AppError('rate_limited', 'rate_limited');
      const { email, password } = request.body;
      const user = await service
        .checkCredentials(app.db, email, password)
        .catch((error: unknown) => {
          limiter.recordFailure(request.ip);
          throw error;
        });
      await app.startSession(reply, user.id);
      request.user = toSessionUser(user);
      return pageGlobals(request);
    },
  );

  app.post(
    '/api/auth/sign-out',
    { schema: { tags: ['auth'], response: { 204: z.null(), 403: ErrorBody } } },
    async (request, reply) => {
      await app.endSession(request, reply);
      return reply.status(204).send(null);
    },
  );
};

export default authRoutes;
