/* Cookie and header names shared by server and web (no zod here: the web imports them). */

/** Double-submit CSRF: the cookie the server sets and the header every write must echo. */
export const CSRF_COOKIE = 'bs_csrf';
/**
 * Its name over HTTPS (COOKIE_SECURE): the __Host- prefix makes the browser refuse it unless it
 * is Secure, for the whole site and from the site itself, so no subdomain can plant one.
 */
export const SECURE_CSRF_COOKIE = `__Host-${CSRF_COOKIE}`;
export const CSRF_HEADER = 'x-csrf-token';
export const SESSION_COOKIE = 'bs_session';
