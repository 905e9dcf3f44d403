import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { hashToken } from '../../plugins/session';
import { isKnownDevice, rememberDevice } from './throttle.repository';

/**
 * The browser's device cookie: a random token set at a successful sign-in (only its hash is
 * stored, with the account). A browser that signed in to an account before is exempt from the
 * account-wide cap on failed sign-ins, so strangers' guesses cannot lock the owner out.
 */
export const DEVICE_COOKIE = 'bs_device';
const DEVICE_DAYS = 365;

const tokenOf = (request: FastifyRequest) => {
  const token = request.cookies[DEVICE_COOKIE];
  return token && token.length <= 200 ? token : null;
};

export async function isKnownFor(db: Db, request: FastifyRequest, email: string) {
  const token = tokenOf(request);
  return token !== null && (await isKnownDevice(db, hashToken(token), email));
}

/** Keeps (or gives) the browser its device token, now known for this account too. */
export async function rememberBrowser(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  secure: boolean,
) {
  const token = tokenOf(request) ?? crypto.randomBytes(32).toString('base64url');
  await rememberDevice(db, hashToken(token), userId);
  reply.setCookie(DEVICE_COOKIE, token, {
    path: '/api/auth/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    expires: new Date(Date.now() + DEVICE_DAYS * 86_400_000),
  });
}
