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
    summary: 'Create an account (level 1) and sign in; answers the page globals',
    tag: 'auth',
    body: SignUpRequest,
    responses: { 201: PageGlobals, 409: ErrorBody },
  }),
  endpoint({
    method: 'POST',
    path: '/api/auth/sign-in',
    operationId: 'signIn',
    summary: 'Sign in with e-mail and password; answers the page globals',
    description: 'More than 10 failed attempts a minute from one address answer 429.',
    tag: 'auth',
    body: SignInRequest,
    responses: { 200: PageGlobals, 401: ErrorBody },
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
