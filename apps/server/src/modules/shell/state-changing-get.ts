import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { CSRF_COOKIE, CSRF_HEADER } from '@bondsight/contracts';
import { AppError } from '../../lib/app-error';

/**
 * The spec makes some state-changing calls GETs (ajaxSendCode, submit_quotes_access_request,
 * create_comments_access_request). The CSRF plugin lets GETs through, so these check the
 * double-submit header themselves: a link or <img> on another site cannot set it.
 */
export function assertCsrfHeader(request: FastifyRequest): void {
  const cookie = request.cookies[CSRF_COOKIE];
  const header = request.headers[CSRF_HEADER];
  if (!cookie || typeof header !== 'string' || !sameText(cookie, header))
    throw new AppError('csrf_failed', 'csrf_failed');
}

/** CSRF first (a forged call learns nothing), then a session. */
export function assertStateChangingGet(request: FastifyRequest) {
  assertCsrfHeader(request);
  if (!request.user) throw new AppError('need_auth', 'need_auth');
  return request.user;
}

function sameText(a: string, b: string): boolean {
  const left = new Uint8Array(Buffer.from(a));
  const right = new Uint8Array(Buffer.from(b));
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}
