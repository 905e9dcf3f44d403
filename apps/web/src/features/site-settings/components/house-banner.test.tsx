import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShellConfig } from '@bondsight/contracts';
import {
  clearCookies,
  recordCookieWrites,
  renderShell,
  stubApi,
} from '../../../../test/shell-harness';
import { BANNER_CLOSED_COOKIE } from '../banner-cookie';
import { HouseBanner } from './house-banner';

const CONFIG: ShellConfig = {
  menu: [],
  banner: { id: 'house', text: 'Run your own portal.', linkText: 'How', url: '/api/docs' },
  mobileApp: { ios: null, android: null },
};

beforeEach(() => {
  clearCookies();
  stubApi(() => ({ body: CONFIG }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  clearCookies();
});

describe('bottom banner', () => {
  it("shows the operator's banner and hides it for a day once closed", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2026-11-21T10:00:00Z') });
    const first = await renderShell(<HouseBanner />);
    await screen.findByTestId('bottom-banner');
    expect(screen.getByText('How').getAttribute('href')).toBe('/api/docs');
    const cookies = recordCookieWrites();
    fireEvent.click(screen.getByTestId('bottom-banner-close'));
    cookies.restore();
    expect(cookies.writes).toEqual([
      `${BANNER_CLOSED_COOKIE}=1; path=/; samesite=lax; max-age=86400`,
    ]);
    expect(screen.queryByTestId('bottom-banner')).toBeNull();
    first.unmount();

    // While the closed-banner cookie exists, no banner.
    vi.setSystemTime(new Date('2026-11-22T09:59:00Z'));
    const second = await renderShell(<HouseBanner />);
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(screen.queryByTestId('bottom-banner')).toBeNull();
    second.unmount();

    vi.setSystemTime(new Date('2026-11-22T10:00:01Z'));
    await renderShell(<HouseBanner />);
    expect(await screen.findByTestId('bottom-banner')).toBeTruthy();
  });

  it('shows nothing when the operator turned the banner off', async () => {
    stubApi(() => ({ body: { ...CONFIG, banner: null } }));
    await renderShell(<HouseBanner />);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.queryByTestId('bottom-banner')).toBeNull();
  });
});
