import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearCookies,
  recordCookieWrites,
  renderShell,
  SIGNED_IN,
} from '../../../../test/shell-harness';
import { REGISTRATION_COOKIE } from '../registration-rules';
import { RegistrationPrompt } from './registration-prompt';

const banner = () => screen.queryByTestId('registration-banner');
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

/** Pretends the page is `height` px tall and scrolled to `y` with an 800 px viewport. */
function scrollTo(y: number, height = 2000) {
  Object.defineProperty(document.documentElement, 'scrollHeight', {
    value: height,
    configurable: true,
  });
  Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-21T10:00:00Z'));
  clearCookies();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  clearCookies();
});

describe('registration banner', () => {
  it('appears after 15 s of inactivity', async () => {
    await renderShell(<RegistrationPrompt />);
    wait(14_999);
    expect(banner()).toBeNull();
    wait(1);
    expect(banner()?.getAttribute('data-variant')).toBe('engaged');
  });

  it('counts inactivity from the last input', async () => {
    await renderShell(<RegistrationPrompt />);
    wait(10_000);
    act(() => {
      window.dispatchEvent(new MouseEvent('mousemove'));
    });
    wait(10_000);
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    });
    wait(14_000);
    expect(banner()).toBeNull();
    wait(1_000);
    expect(banner()).not.toBeNull();
  });

  it('appears at once, in its exit variant, when the mouse leaves the page', async () => {
    await renderShell(<RegistrationPrompt />);
    act(() => {
      document.dispatchEvent(
        new MouseEvent('mouseout', { clientX: 500, clientY: 300, relatedTarget: document.body }),
      );
    });
    expect(banner()).toBeNull();
    act(() => {
      document.dispatchEvent(new MouseEvent('mouseout', { clientX: 500, clientY: -2 }));
    });
    expect(banner()?.getAttribute('data-variant')).toBe('exit');
  });

  it('appears on scrolling past 60 % of the page height, not before', async () => {
    await renderShell(<RegistrationPrompt />);
    scrollTo(390); // (390 + 800) / 2000 = 59.5 %
    expect(banner()).toBeNull();
    scrollTo(420); // 61 %
    expect(banner()?.getAttribute('data-variant')).toBe('engaged');
  });

  it('is shown once: its cookie lasts 24 hours', async () => {
    const cookies = recordCookieWrites();
    const first = await renderShell(<RegistrationPrompt />);
    wait(15_000);
    expect(cookies.writes).toContain(
      `${REGISTRATION_COOKIE}=engaged; path=/; samesite=lax; max-age=86400`,
    );
    cookies.restore();
    fireEvent.click(screen.getByTestId('registration-banner-close'));
    expect(banner()).toBeNull();
    wait(60_000);
    expect(banner()).toBeNull();
    first.unmount();

    // Another page within the day: not again.
    const second = await renderShell(<RegistrationPrompt />);
    wait(60_000);
    expect(banner()).toBeNull();
    second.unmount();

    // Shown at 10:00:15: still remembered a minute before a day has passed...
    vi.setSystemTime(new Date('2026-11-22T09:59:15Z'));
    const third = await renderShell(<RegistrationPrompt />);
    wait(15_000);
    expect(banner()).toBeNull();
    third.unmount();
    // ...and forgotten after it: the banner may come back.
    vi.setSystemTime(new Date('2026-11-22T10:00:16Z'));
    await renderShell(<RegistrationPrompt />);
    wait(15_000);
    expect(banner()).not.toBeNull();
  });

  it('is only for visitors of the English interface', async () => {
    const signedIn = await renderShell(<RegistrationPrompt />, { globals: SIGNED_IN });
    wait(20_000);
    expect(banner()).toBeNull();
    signedIn.unmount();
    await renderShell(<RegistrationPrompt />, { language: 'rus' });
    wait(20_000);
    expect(banner()).toBeNull();
  });
});
