import { z } from 'zod';
import { endpoint, endpointGroup } from '../endpoint';
import { ErrorBody } from '../errors';
import { LANGUAGES } from '../languages';
import { PageGlobals } from './page-globals';

/** Trimmed and lower-cased before it is checked, so ' A@B.com ' and 'a@b.com' are one account. */
export const Email = z.string().trim().toLowerCase().pipe(z.email().max(254));
export const Password = z.string().min(8).max(200);

export const SignUpRequest = z.strictObject({
  email: Email,
  password: Password,
  language: z.enum(LANGUAGES).optional(),
});
export type SignUpRequest = z.input<typeof SignUpRequest>;

export const SignInRequest = z.strictObject({
  email: Email,
  password: z.string().min(1).max(200),
});
export type SignInRequest = z.input<typeof SignInRequest>;

/**
 * Sign-up's answer, the same whether the address was new or already registered (ADR 0017): a
 * new address gets its account, a registered one a notice by mail; neither is signed in.
 */
export const SignUpResponse = z.object({ status: z.literal('check_mail') });
export type SignUpResponse = z.infer<typeof SignUpResponse>;

/** The token of the link mailed at sign-up (base64url, 43 characters). */
export const VerifyEmailRequest = z.strictObject({
  token: z
    .string()
    .min(20)
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/),
});
export type VerifyEmailRequest = z.input<typeof VerifyEmailRequest>;
export const VerifyEmailResponse = z.object({ status: z.literal('verified') });
export type VerifyEmailResponse = z.infer<typeof VerifyEmailResponse>;

export const authEndpoints = endpointGroup(
  endpoint({
    method: 'GET',
    path: '/api/me',
    operationId: 'getPageGlobals',
    summary: 'Page-global values for the current user (a visitor: level 0, user id 0)',
    tag: 'auth',
    responses: { 200: PageGlobals },
  }),
  endpoint({
    method: 'POST',
    path: '/api/auth/sign-up',
    operationId: 'signUp',
    summary: 'Create an account (level 1); the same answer for a registered address',
    description:
      'A new address gets a level-1 account with this password and a mail with the link that ' +
      'proves the address (valid 48 hours); the account signs in once it is followed. An address ' +
      'already registered gets a notice instead (or a new link while unproven) and keeps its ' +
      'account. The answer does not tell them apart and signs no one in. More than 5 sign-ups ' +
      'an hour from one address answer 429 with Retry-After.',
    tag: 'auth',
    body: SignUpRequest,
    responses: { 200: SignUpResponse },
  }),
  endpoint({
    method: 'POST',
    path: '/api/auth/sign-in',
    operationId: 'signIn',
    summary: 'Sign in with e-mail and password; answers the page globals',
    description:
      'Ends the session the call came with and issues a new CSRF cookie. 403 ' +
      '`email_not_verified` for the right password of an account whose address is not proven ' +
      'yet (a new link is mailed, at most one in 10 minutes). 429 with Retry-After after 10 ' +
      'failed attempts a minute from one address, 10 in 15 minutes for one e-mail from one ' +
      'address, or 30 for one e-mail from anywhere but a browser that signed in to it before.',
    tag: 'auth',
    body: SignInRequest,
    responses: { 200: PageGlobals, 401: ErrorBody, 403: ErrorBody },
  }),
  endpoint({
    method: 'POST',
    path: '/api/auth/verify-email',
    operationId: 'verifyEmail',
    summary: 'Prove a sign-up address with the token of the mailed link',
    description:
      'Marks the account verified and spends the link; 400 `verification_link_invalid` on ' +
      'body.token for a link unknown, used or older than 48 hours (signing in mails a new one).',
    tag: 'auth',
    body: VerifyEmailRequest,
    responses: { 200: VerifyEmailResponse, 400: ErrorBody },
  }),
  endpoint({
    method: 'POST',
    path: '/api/auth/sign-out',
    operationId: 'signOut',
    summary: 'End the session',
    tag: 'auth',
    responses: { 204: z.null() },
  }),
);
