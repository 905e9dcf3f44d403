/**
 * Spec section 4 "Fullscreen": the on/off state is remembered in a cookie whose name is built
 * from the element id. Shared by the chart widget and the tables.
 */
import { FOREVER_SECONDS, readCookie, writeCookie } from '../../lib/cookies';

/** Kept from the chart widget, so states remembered before the move still apply. */
export const FULLSCREEN_COOKIE_PREFIX = 'bs_chart_fullscreen_';

export function fullscreenCookieName(elementId: string): string {
  return FULLSCREEN_COOKIE_PREFIX + elementId.replace(/[^A-Za-z0-9_-]/g, '_');
}

export function readFullscreen(elementId: string): boolean {
  return readCookie(fullscreenCookieName(elementId)) === '1';
}

export function rememberFullscreen(elementId: string, on: boolean): void {
  writeCookie(fullscreenCookieName(elementId), on ? '1' : '0', { maxAgeSeconds: FOREVER_SECONDS });
}
