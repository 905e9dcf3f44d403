import { SHELL_LIMITS } from '@bondsight/contracts/shell-rules';
import { DAY_SECONDS, writeCookie } from '../../lib/cookies';

/** Spec: tracking cookies (from-ads and utm) last 5 days. */
export const UTM_COOKIE = 'bs_utm';
export const FROM_ADS_COOKIE = 'bs_from_ads';
const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'];

/**
 * Remembers how a visitor arrived, for five days: the utm parameters of the landing URL, and
 * whether it came from an advertisement (from=ads, or an ad network's click id).
 */
export function captureTracking(search: string) {
  const params = new URLSearchParams(search);
  const maxAgeSeconds = SHELL_LIMITS.trackingCookieDays * DAY_SECONDS;
  const utm = Object.fromEntries(
    UTM_KEYS.flatMap((key) => {
      const value = params.get(key);
      return value ? [[key, value.slice(0, 200)]] : [];
    }),
  );
  if (Object.keys(utm).length > 0) writeCookie(UTM_COOKIE, JSON.stringify(utm), { maxAgeSeconds });
  const source =
    params.get('from') === 'ads'
      ? 'ads'
      : params.has('gclid')
        ? 'gclid'
        : params.has('yclid')
          ? 'yclid'
          : null;
  if (source) writeCookie(FROM_ADS_COOKIE, source, { maxAgeSeconds });
}
