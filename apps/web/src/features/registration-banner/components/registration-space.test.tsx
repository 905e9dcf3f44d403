import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCookies, renderShell } from '../../../../test/shell-harness';
import { BANNER_SPACE_VARIABLE } from '../hooks/use-reserved-space';
import { RegistrationPrompt } from './registration-prompt';

const space = () => document.documentElement.style.getPropertyValue(BANNER_SPACE_VARIABLE);

beforeEach(() => {
  vi.useFakeTimers();
  clearCookies();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  clearCookies();
});

describe('the space the registration banner reserves', () => {
  it('is reserved at the bottom of the page while the banner shows, and given back on close', async () => {
    Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
    await renderShell(<RegistrationPrompt />);
    expect(space()).toBe('');
    act(() => vi.advanceTimersByTime(15_000));
    const banner = screen.getByTestId('registration-banner');
    expect(space()).toMatch(/^\d+px$/);
    // The banner is measured from its top to the viewport's bottom edge.
    vi.spyOn(banner, 'getBoundingClientRect').mockReturnValue({ top: 620 } as DOMRect);
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    expect(space()).toBe('180px');
    fireEvent.click(screen.getByTestId('registration-banner-close'));
    expect(space()).toBe('');
  });
});
