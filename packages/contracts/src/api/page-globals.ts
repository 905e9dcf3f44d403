import { z } from 'zod';
import { LANGUAGES } from '../languages';

/** Page-global values the spec says reach the page from the server. */
export const PageGlobals = z.object({
  language: z.enum(LANGUAGES),
  /** The access level: 0 a visitor, 1 signed in, 1077 full access. */
  level: z.number().int(),
  userId: z.number().int(),
  email: z.string().nullable(),
  tariffs: z.array(z.number().int()),
  countryId: z.number().int().nullable(),
  nsdAccess: z.boolean(),
  isAdmin: z.boolean(),
  /** The instance opens every data capability to everyone (OPEN_DATA): the web mirrors it. */
  openData: z.boolean(),
  mobileExists: z.boolean(),
  paStatusConfirm: z.number().int(),
  paSendExpand: z.number().int(),
});
export type PageGlobals = z.infer<typeof PageGlobals>;
