import { afterEach, describe, expect, it } from 'vitest';
import { clearCookies, recordCookieWrites } from '../../../test/shell-harness';
import { captureTracking, FROM_ADS_COOKIE, UTM_COOKIE } from './tracking-cookies';

afterEach(clearCookies);

describe('tracking cookies', () => {
  it('keep the utm parameters and the ad source for 5 days', () => {
    const cookies = recordCookieWrites();
    captureTracking('?utm_source=newsletter&utm_campaign=ofz&other=1&from=ads');
    cookies.restore();
    const utm = encodeURIComponent(
      JSON.stringify({ utm_source: 'newsletter', utm_campaign: 'ofz' }),
    );
    expect(cookies.writes).toEqual([
      `${UTM_COOKIE}=${utm}; path=/; samesite=lax; max-age=432000`,
      `${FROM_ADS_COOKIE}=ads; path=/; samesite=lax; max-age=432000`,
    ]);
  });

  it('count an ad network click id as coming from ads, and write nothing without a source', () => {
    const cookies = recordCookieWrites();
    captureTracking('?yclid=123');
    captureTracking('?page=2');
    cookies.restore();
    expect(cookies.writes).toEqual([
      `${FROM_ADS_COOKIE}=yclid; path=/; samesite=lax; max-age=432000`,
    ]);
  });
});
