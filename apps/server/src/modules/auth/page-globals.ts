import type { FastifyRequest } from 'fastify';
import type { PageGlobals } from '@bondsight/contracts';

/** The spec's page-global values, from the session (visitors get level 0, user id 0). */
export function pageGlobals(request: FastifyRequest): PageGlobals {
  const user = request.user;
  return {
    language: request.language,
    userLevel: user?.level ?? 0,
    userId: user?.id ?? 0,
    email: user?.email ?? null,
    tariffs: [...(user?.tariffs ?? [])],
    countryId: user?.countryId ?? null,
    nsdAccess: user?.nsdAccess ?? false,
    isAdmin: user?.isAdmin ?? false,
    mobileExists: false,
    paStatusConfirm: 0,
    paSendExpand: 0,
  };
}
