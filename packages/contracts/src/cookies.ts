/* Cookie and header names shared by server and web (no zod here: the web imports them). */

/** Double-submit CSRF: the cookie the server sets and the header every write must echo. */
export const CSRF_COOKIE = 'bs_csrf';
export const CSRF_HEADER = 'x-csrf-token';
export const SESSION_COOKIE = 'bs_session';
