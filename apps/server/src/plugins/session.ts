import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE, VISITOR, type AccessSubject } from '@bondsight/contracts';
import * as repo from './session.repository';
import { sessionLookup } from './session-lookup';

export const SESSION_DAYS = 30;

export interface SessionUser extends AccessSubject {
  id: number;
  email: string;
  language: string;
  countryId: number | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
    /** The access subject: the signed-in user, or a visitor. */
    subject: AccessSubject;
  }
  interface FastifyInstance {
    /**
     * Signs the user in: ends the session the request came with (if any), sets a new session
     * cookie and a new CSRF token, and request.user for the rest of the call.
     */
    startSession(request: FastifyRequest, reply: FastifyReply, user: repo.UserRow): Promise<void>;
    endSession(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
}

export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

function toSessionUser(row: repo.UserRow): SessionUser {
  return {
    id: row.id,
    email: row.email,
    level: row.level,
    nsdAccess: row.nsdAccess,
    isAdmin: row.isAdmin,
    tariffs: row.tariffs,
    language: row.language,
    countryId: row.countryId,
  };
}

/**
 * Sessions live in the database behind an httpOnly, SameSite=Lax cookie holding a random
 * token; only its hash is stored.
 */
export default fp(async function session(
  app: FastifyInstance,
  opts: { secureCookies: boolean; openData: boolean },
) {
  // The instance's OPEN_DATA switch rides on every subject (see AccessSubject.openData).
  const visitor: AccessSubject = { ...VISITOR, openData: opts.openData };
  const subjectOf = (user: SessionUser): AccessSubject => ({ ...user, openData: opts.openData });
  app.decorateRequest('user', null);
  // Fastify refuses shared object defaults on requests: every request gets its own in the hook.
  app.decorateRequest('subject', null as unknown as AccessSubject);

  const findUser = await sessionLookup(app);
  app.addHook('onRequest', async (request) => {
    request.subject = visitor;
    const token = request.cookies[SESSION_COOKIE];
    if (!token || token.length > 200) return;
    const row = await findUser(hashToken(token));
    if (row) {
      request.user = toSessionUser(row);
      request.subject = subjectOf(request.user);
    }
  });

  app.decorate(
    'startSession',
    async (request: FastifyRequest, reply: FastifyReply, user: repo.UserRow) => {
      // Rotation: the old session (perhaps another account's) dies, and so does its CSRF token.
      const previous = request.cookies[SESSION_COOKIE];
      if (previous && previous.length <= 200) await repo.deleteSession(app.db, hashToken(previous));
      const token = crypto.randomBytes(32).toString('base64url');
      app.issueCsrfToken(reply, token);
      const expiresAt = new Date(Date.now() + SESSION_DAYS * 86_400_000);
      await repo.insertSession(app.db, hashToken(token), user.id, expiresAt);
      request.user = toSessionUser(user);
      request.subject = subjectOf(request.user);
      reply.setCookie(SESSION_COOKIE, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: opts.secureCookies,
        expires: expiresAt,
      });
    },
  );

  app.decorate('endSession', async (request: FastifyRequest, reply: FastifyReply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await repo.deleteSession(app.db, hashToken(token));
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    // The token was bound to the session that ended: the visitor's next write needs its own.
    app.issueCsrfToken(reply, null);
  });
});
