import { CSRF_COOKIE, SECURE_CSRF_COOKIE } from '@bondsight/contracts/cookies';

/**
 * Small cookie helpers for the shell's client-side memory (closed banners, the registration
 * banner, tracking, visitors' settings). Lifetimes are the spec's (section 9).
 */
export const DAY_SECONDS = 86_400;
/** "Hidden for good": ten years is as long as browsers keep a cookie anyway. */
export const FOREVER_SECONDS = 10 * 365 * DAY_SECONDS;

export function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  const part = document.cookie.split('; ').find((p) => p.startsWith(prefix));
  return part === undefined ? undefined : decodeURIComponent(part.slice(prefix.length));
}

/** The CSRF token the server gave this page: under its __Host- name over HTTPS. */
export const readCsrfToken = () => readCookie(SECURE_CSRF_COOKIE) ?? readCookie(CSRF_COOKIE);

export function hasCookie(name: string): boolean {
  return readCookie(name) !== undefined;
}

export interface CookieLifetime {
  /** Lifetime in seconds from now. */
  maxAgeSeconds?: number;
  /** Or an absolute end (for a cookie that ends with the day). */
  expires?: Date;
}

export function writeCookie(name: string, value: string, lifetime: CookieLifetime = {}) {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'path=/', 'samesite=lax'];
  if (lifetime.maxAgeSeconds !== undefined) parts.push(`max-age=${lifetime.maxAgeSeconds}`);
  if (lifetime.expires) parts.push(`expires=${lifetime.expires.toUTCString()}`);
  document.cookie = parts.join('; ');
}
