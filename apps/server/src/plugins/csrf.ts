import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { CSRF_COOKIE, CSRF_HEADER } from '@bondsight/contracts';
import { AppError } from '../lib/app-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Whether the route needs the CSRF header; unset: every method but GET, HEAD, OPTIONS. */
    csrf?: boolean;
  }
  interface FastifyInstance {
    /** Sends a fresh CSRF token cookie (sign-in rotates it with the session). */
    issueCsrfToken(reply: FastifyReply): void;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Answers a page's script can act on: the HTML pages and the API's JSON (not static files). */
const TOKEN_BEARING = /^(text\/html|application\/json)\b/;
const ISSUED = Symbol('csrf token issued');

/**
 * Double-submit CSRF defence: every visitor gets a random token in a readable cookie; every
 * state-changing call must echo it in a header. A cross-site page can neither read the cookie
 * nor set the header, so its forged request is refused before any handler (or access check)
 * runs. Whether a route needs the header is its `csrf` route option, set from its endpoint
 * declaration: by default every method but GET; the spec's state-changing GETs opt in, the
 * read-only calculator POSTs opt out. Routes without the option follow the method.
 *
 * The cookie is handed out with a GET's HTML page or JSON answer when the request has none —
 * never with static files (scripts, styles, images), which caches and CDNs may share.
 */
export default fp(async function csrf(app: FastifyInstance, opts: { secureCookies: boolean }) {
  const issue = (reply: FastifyReply) => {
    reply.setCookie(CSRF_COOKIE, crypto.randomBytes(24).toString('base64url'), {
      path: '/',
      sameSite: 'lax',
      secure: opts.secureCookies,
      httpOnly: false,
    });
    (reply as FastifyReply & { [ISSUED]?: boolean })[ISSUED] = true;
  };
  app.decorate('issueCsrfToken', issue);

  app.addHook('onRequest', async (request) => {
    const cookie = request.cookies[CSRF_COOKIE];
    const required = request.routeOptions.config?.csrf ?? !SAFE_METHODS.has(request.method);
    if (!required) return;
    const header = request.headers[CSRF_HEADER];
    if (!cookie || typeof header !== 'string' || !safeEqual(cookie, header)) {
      throw new AppError('csrf_failed', 'csrf_failed');
    }
  });

  app.addHook('onSend', async (request, reply) => {
    if (!SAFE_METHODS.has(request.method) || request.cookies[CSRF_COOKIE]) return;
    if ((reply as FastifyReply & { [ISSUED]?: boolean })[ISSUED]) return;
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && TOKEN_BEARING.test(type)) issue(reply);
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
