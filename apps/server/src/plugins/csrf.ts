import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifyRequest } from 'fastify';
import { CSRF_COOKIE, CSRF_HEADER, SECURE_CSRF_COOKIE, SESSION_COOKIE } from '@bondsight/contracts';
import { AppError } from '../lib/app-error';
import { csrfKey } from './csrf-key.repository';
import { hashToken } from './session';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Whether the route needs the CSRF header; unset: every method but GET, HEAD, OPTIONS. */
    csrf?: boolean;
  }
  interface FastifyInstance {
    /**
     * Sends a fresh CSRF token cookie bound to the session whose cookie token is given (null:
     * a visitor). Sign-in and sign-out rotate it with the session.
     */
    issueCsrfToken(reply: FastifyReply, sessionToken: string | null): void;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Answers a page's script can act on: the HTML pages and the API's JSON (not static files). */
const TOKEN_BEARING = /^(text\/html|application\/json)\b/;
const ISSUED = Symbol('csrf token issued');

/**
 * Double-submit CSRF defence: every visitor gets a token in a readable cookie; every
 * state-changing call must echo it in a header. A cross-site page can neither read the cookie
 * nor set the header, so its forged request is refused before any handler (or access check)
 * runs. Whether a route needs the header is its `csrf` route option, set from its endpoint
 * declaration: by default every method but GET; the spec's state-changing GETs opt in, the
 * read-only calculator POSTs opt out. Routes without the option follow the method.
 *
 * The token is bound to the session (issue 31): a random part and its HMAC with the session
 * cookie's hash (empty for a visitor) under the instance's key, so a token planted from
 * elsewhere (a subdomain, a network attacker over plain HTTP) does not pass for another
 * session's. Over HTTPS the cookie is named with the __Host- prefix.
 *
 * The cookie is handed out with a GET's HTML page or JSON answer when the request has none
 * that fits its session — never with static files (scripts, styles, images), which caches and
 * CDNs may share.
 */
export default fp(async function csrf(app: FastifyInstance, opts: { secureCookies: boolean }) {
  const cookieName = opts.secureCookies ? SECURE_CSRF_COOKIE : CSRF_COOKIE;
  // Read when first needed, not at start-up: a tool that builds the app without a migrated
  // database (the OpenAPI dump) must not need the table, nor health a reachable database.
  let key: Buffer | null = null;
  const macOf = (nonce: string, binding: string) =>
    crypto.createHmac('sha256', key!).update(`${binding}.${nonce}`).digest('base64url');
  const sessionToken = (request: FastifyRequest) => {
    const token = request.cookies[SESSION_COOKIE];
    return token && token.length <= 200 ? token : null;
  };
  const bindingOf = (token: string | null) => (token ? hashToken(token) : '');
  /** Whether the request's CSRF cookie was issued for the session it comes with. */
  const fits = (request: FastifyRequest, token: string | undefined) => {
    const [nonce, mac, extra] = (token ?? '').split('.');
    return (
      !!nonce &&
      !!mac &&
      extra === undefined &&
      safeEqual(mac, macOf(nonce, bindingOf(sessionToken(request))))
    );
  };

  const issue = (reply: FastifyReply, session: string | null) => {
    const nonce = randomNonce();
    reply.setCookie(cookieName, `${nonce}.${macOf(nonce, bindingOf(session))}`, {
      path: '/',
      sameSite: 'lax',
      secure: opts.secureCookies,
      httpOnly: false,
    });
    (reply as FastifyReply & { [ISSUED]?: boolean })[ISSUED] = true;
  };
  app.decorate('issueCsrfToken', issue);

  app.addHook('onRequest', async (request) => {
    const required = request.routeOptions.config?.csrf ?? !SAFE_METHODS.has(request.method);
    if (!required) return;
    // A database out of reach answers 503 here, as the write itself would.
    key ??= await csrfKey(app.db);
    const cookie = request.cookies[cookieName];
    const header = request.headers[CSRF_HEADER];
    if (
      !cookie ||
      typeof header !== 'string' ||
      !safeEqual(cookie, header) ||
      !fits(request, cookie)
    ) {
      throw new AppError('csrf_failed', 'csrf_failed');
    }
  });

  app.addHook('onSend', async (request, reply) => {
    if (!SAFE_METHODS.has(request.method)) return;
    // Without the database (health says so) a read goes out without a token; so does an
    // answer Fastify gives before any hook (a target that does not decode) when the key fails.
    try {
      key ??= await csrfKey(app.db);
    } catch {
      return;
    }
    if ((reply as FastifyReply & { [ISSUED]?: boolean })[ISSUED]) return;
    // A page that has a token of its session keeps it; one without (or with another
    // session's: the session expired or changed elsewhere) gets a fresh one.
    if (fits(request, request.cookies[cookieName])) return;
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && TOKEN_BEARING.test(type)) issue(reply, sessionToken(request));
  });
});

/**
 * 18 random bytes, cut from a pool filled 4 KB at a time: every answer to a client that keeps
 * no cookie (an API client) mints a token, and one call into the system's random source each
 * time was 6 % of the server's CPU on a stream of small answers.
 */
const NONCE_BYTES = 18;
const pool = Buffer.alloc(NONCE_BYTES * 228);
let poolUsed = pool.length;
function randomNonce(): string {
  if (poolUsed + NONCE_BYTES > pool.length) {
    crypto.randomFillSync(pool);
    poolUsed = 0;
  }
  poolUsed += NONCE_BYTES;
  return pool.subarray(poolUsed - NONCE_BYTES, poolUsed).toString('base64url');
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return (
    left.length === right.length &&
    crypto.timingSafeEqual(new Uint8Array(left), new Uint8Array(right))
  );
}
