import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { CSRF_COOKIE, CSRF_HEADER } from '@bondsight/contracts';
import { AppError } from '../lib/app-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Whether the route needs the CSRF header; unset: every method but GET, HEAD, OPTIONS. */
    csrf?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Double-submit CSRF defence: every visitor gets a random token in a readable cookie; every
 * state-changing call must echo it in a header. A cross-site page can neither read the cookie
 * nor set the header, so its forged request is refused before any handler (or access check)
 * runs. Whether a route needs the header is its `csrf` route option, set from its endpoint
 * declaration: by default every method but GET; the spec's state-changing GETs opt in, the
 * read-only calculator POSTs opt out. Routes without the option follow the method.
 */
export default fp(async function csrf(app: FastifyInstance, opts: { secureCookies: boolean }) {
  app.addHook('onRequest', async (request, reply) => {
    const cookie = request.cookies[CSRF_COOKIE];
    if (SAFE_METHODS.has(request.method) && !cookie) {
      reply.setCookie(CSRF_COOKIE, crypto.randomBytes(24).toString('base64url'), {
        path: '/',
        sameSite: 'lax',
        secure: opts.secureCookies,
        httpOnly: false,
      });
    }
    const required = request.routeOptions.config?.csrf ?? !SAFE_METHODS.has(request.method);
    if (!required) return;
    const header = request.headers[CSRF_HEADER];
    if (!cookie || typeof header !== 'string' || !safeEqual(cookie, header)) {
      throw new AppError('csrf_failed', 'csrf_failed');
    }
  });
});

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return (
    left.length === right.length &&
    crypto.timingSafeEqual(new Uint8Array(left), new Uint8Array(right))
  );
}
