import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { pageGlobals } from '../auth/page-globals';
import * as repo from './profile.repository';
import type { AccountFlags } from './profile.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** Loaded for a signed-in user on the routes that put page globals out; else null. */
    accountFlags: AccountFlags | null;
  }
}

/**
 * The routes that send page-global values: the HTML pages and /api/me. Only they pay for
 * the extra query (a confirmed phone, waiting paid-access requests).
 */
const GLOBALS_ROUTES = new Set([
  '/api/me',
  '/',
  '/sign-in/',
  '/sign-up/',
  '/:section/:id/',
  '/admin/',
  '/tickets/',
]);

const SIGN_IN_ROUTES = new Set(['/api/auth/sign-in', '/api/auth/sign-up']);

export default fp(async function pageFlags(app: FastifyInstance) {
  app.decorateRequest('accountFlags', null);
  // Registered after the session plugin, so request.user is known here.
  app.addHook('onRequest', async (request) => {
    if (!request.user || request.method !== 'GET') return;
    if (!GLOBALS_ROUTES.has(request.routeOptions.url ?? '')) return;
    request.accountFlags = await repo.accountFlags(app.db, request.user.id);
  });
  // Sign-in and sign-up learn the user only in their handler: complete their globals here.
  app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
    if (!request.user || !SIGN_IN_ROUTES.has(request.routeOptions.url ?? '')) return payload;
    if (payload === null || typeof payload !== 'object' || !('userId' in payload)) return payload;
    request.accountFlags = await repo.accountFlags(app.db, request.user.id);
    return pageGlobals(request);
  });
});
