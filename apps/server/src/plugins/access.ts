import fp from 'fastify-plugin';
import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import { decideAccess, type Capability } from '@bondsight/contracts';
import { AppError } from '../lib/app-error';

declare module 'fastify' {
  interface FastifyInstance {
    /** A preHandler that refuses the route unless the access table allows the capability. */
    requireCapability(capability: Capability): preHandlerHookHandler;
    requireSignedIn: preHandlerHookHandler;
  }
}

export default fp(async function access(app: FastifyInstance) {
  app.decorate('requireCapability', (capability: Capability): preHandlerHookHandler => {
    return async (request) => {
      const decision = decideAccess(request.subject, capability);
      if (decision === 'need_auth') throw new AppError('need_auth', 'need_auth');
      if (decision === 'access_denied_auth')
        throw new AppError('access_denied_auth', 'access_denied_auth');
    };
  });
  app.decorate('requireSignedIn', async (request) => {
    if (!request.user) throw new AppError('need_auth', 'need_auth');
  });
});
