import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PageGlobals } from '@bondsight/contracts';
import { paidAccessState } from '../lib/paid-access-state';
import * as repo from './page-globals.repository';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The spec's page-global values for the request's user (visitors: level 0, user id 0):
     * the HTML pages, /api/me, sign-in and sign-up send them. For a signed-in user, one query
     * (a confirmed phone, waiting paid-access requests) kept as a user fact (user-facts.ts);
     * none for a visitor.
     */
    pageGlobals(request: FastifyRequest): Promise<PageGlobals>;
  }
}

export default fp(async function pageGlobals(app: FastifyInstance) {
  app.decorate('pageGlobals', async (request: FastifyRequest): Promise<PageGlobals> => {
    const user = request.user;
    const flags = user
      ? await app.userFact('account flags', user.id, () => repo.accountFlags(app.db, user.id))
      : null;
    return {
      language: request.language,
      level: user?.level ?? 0,
      userId: user?.id ?? 0,
      email: user?.email ?? null,
      tariffs: [...(user?.tariffs ?? [])],
      countryId: user?.countryId ?? null,
      nsdAccess: user?.nsdAccess ?? false,
      isAdmin: user?.isAdmin ?? false,
      openData: request.subject.openData ?? false,
      mobileExists: flags?.phoneConfirmed ?? false,
      ...paidAccessState(user?.level ?? 0, flags),
    };
  });
});
