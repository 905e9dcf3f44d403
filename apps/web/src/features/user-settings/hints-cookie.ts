import { DAY_SECONDS, readCookie, writeCookie } from '../../lib/cookies';

/** Spec section 6: visitors keep their settings in a cookie (signed-in users on the server). */
export const HINTS_COOKIE = 'bs_hints';

/** Hints are on until turned off. */
export const readVisitorHints = () => readCookie(HINTS_COOKIE) !== '0';

export const writeVisitorHints = (on: boolean) =>
  writeCookie(HINTS_COOKIE, on ? '1' : '0', { maxAgeSeconds: 365 * DAY_SECONDS });
