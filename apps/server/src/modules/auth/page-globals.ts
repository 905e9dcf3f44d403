import type { FastifyRequest } from 'fastify';
import type { PageGlobals } from '@bondsight/contracts';
import { paidAccessGlobals } from '../profile/profile.service';

/**
 * The spec's page-global values, from the session (visitors get level 0, user id 0) and the
 * account flags the profile module loads for page routes and /api/me: mobileExists is a
 * confirmed phone; paStatusConfirm and paSendExpand follow the user's access requests.
 */
export function pageGlobals(request: FastifyRequest): PageGlobals {
  const user = request.user;
  const flags = user ? request.accountFlags : null;
  return {
    language: request.language,
    userLevel: user?.level ?? 0,
    userId: user?.id ?? 0,
    email: user?.email ?? null,
    tariffs: [...(user?.tariffs ?? [])],
    countryId: user?.countryId ?? null,
    nsdAccess: user?.nsdAccess ?? false,
    isAdmin: user?.isAdmin ?? false,
    mobileExists: flags?.phoneConfirmed ?? false,
    ...paidAccessGlobals(user?.level ?? 0, flags),
  };
}
