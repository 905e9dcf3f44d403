import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  clearCookies,
  recordCookieWrites,
  renderShell,
  SIGNED_IN,
} from '../../../../test/shell-harness';
import { MOBILE_OFFER_CLOSED_COOKIE } from '../offer-cookie';
import { UA } from '../../../../test/user-agents';
import { MobileOffer } from './mobile-offer';

const offer = () => screen.queryByTestId('mobile-offer');

beforeEach(clearCookies);
afterEach(() => {
  cleanup();
  clearCookies();
});

describe('mobile-app offer', () => {
  it('shows to a signed-in user on a detected phone, with the store link when there is one', async () => {
    await renderShell(
      <MobileOffer
        links={{ ios: 'https://apps.apple.com/app/id1', android: null }}
        userAgent={UA.iphone}
      />,
      { globals: SIGNED_IN },
    );
    expect(offer()?.textContent).toContain('mobile_text_store');
    expect(screen.getByText('mobile_get_app').getAttribute('href')).toBe(
      'https://apps.apple.com/app/id1',
    );
  });

  it('explains adding the site to the home screen when there is no app link', async () => {
    await renderShell(<MobileOffer links={null} userAgent={UA.androidPhone} />, {
      globals: SIGNED_IN,
    });
    expect(offer()?.textContent).toContain('mobile_text_android');
    expect(screen.queryByText('mobile_get_app')).toBeNull();
  });

  it('shows to no visitor, and on no desktop or tablet', async () => {
    const visitor = await renderShell(<MobileOffer links={null} userAgent={UA.iphone} />);
    expect(offer()).toBeNull();
    visitor.unmount();
    const desktop = await renderShell(<MobileOffer links={null} userAgent={UA.desktop} />, {
      globals: SIGNED_IN,
    });
    expect(offer()).toBeNull();
    desktop.unmount();
    await renderShell(<MobileOffer links={null} userAgent={UA.androidTablet} />, {
      globals: SIGNED_IN,
    });
    expect(offer()).toBeNull();
  });

  it('stays hidden for good once closed', async () => {
    const first = await renderShell(<MobileOffer links={null} userAgent={UA.iphone} />, {
      globals: SIGNED_IN,
    });
    const cookies = recordCookieWrites();
    fireEvent.click(screen.getByRole('button', { name: 'mobile_close' }));
    cookies.restore();
    expect(cookies.writes).toEqual([
      `${MOBILE_OFFER_CLOSED_COOKIE}=1; path=/; samesite=lax; max-age=315360000`,
    ]);
    expect(offer()).toBeNull();
    first.unmount();
    await renderShell(<MobileOffer links={null} userAgent={UA.iphone} />, { globals: SIGNED_IN });
    expect(offer()).toBeNull();
  });
});
