import { z } from 'zod';
import { LANGUAGES } from '../languages';

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

/** Page-global values the spec says reach the page from the server. */
export const PageGlobals = z.object({
  language: z.enum(LANGUAGES),
  userLevel: z.number().int(),
  userId: z.number().int(),
  email: z.string().nullable(),
  tariffs: z.array(z.number().int()),
  countryId: z.number().int().nullable(),
  nsdAccess: z.boolean(),
  isAdmin: z.boolean(),
  mobileExists: z.boolean(),
  paStatusConfirm: z.number().int(),
  paSendExpand: z.number().int(),
});
export type PageGlobals = z.infer<typeof PageGlobals>;
