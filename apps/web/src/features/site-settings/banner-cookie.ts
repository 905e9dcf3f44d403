import { SHELL_LIMITS } from '@bondsight/contracts/shell-rules';
import { DAY_SECONDS, hasCookie, writeCookie } from '../../lib/cookies';

/** Spec: the bottom banner stays hidden while the closed-banner cookie exists (1 day). */
export const BANNER_CLOSED_COOKIE = 'bs_banner_closed';

export const isBannerClosed = () => hasCookie(BANNER_CLOSED_COOKIE);

export function closeBanner() {
  writeCookie(BANNER_CLOSED_COOKIE, '1', {
    maxAgeSeconds: SHELL_LIMITS.bannerClosedCookieDays * DAY_SECONDS,
  });
}
