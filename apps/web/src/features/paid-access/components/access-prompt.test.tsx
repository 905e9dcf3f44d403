import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearCookies,
  recordCookieWrites,
  renderShell,
  SIGNED_IN,
} from '../../../../test/shell-harness';
import { accessPromptCookie } from '../access-prompt-cookie';
import { AccessPrompt } from './access-prompt';

const prompt = () => screen.queryByTestId('access-prompt');

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date(2026, 10, 21, 9, 30) });
  // Cleared at the tests' own date: a cookie that expired by the real clock (set for a day
  // in 2026-11) is invisible to document.cookie then, and would come back under the fake one.
  clearCookies();
});
afterEach(() => {
  cleanup();
  clearCookies();
  vi.useRealTimers();
});

describe('daily access prompt', () => {
  it('names its cookie by the local date', () => {
    expect(accessPromptCookie(new Date(2026, 10, 21, 23, 59))).toBe('bs_access_prompt_2026-11-21');
    expect(accessPromptCookie(new Date(2027, 0, 2, 0, 1))).toBe('bs_access_prompt_2027-01-02');
  });

  it('shows once a day: dismissed until the day ends, back the next day', async () => {
    const first = await renderShell(<AccessPrompt onRequest={() => undefined} />, {
      globals: SIGNED_IN,
    });
    expect(prompt()).not.toBeNull();
    const cookies = recordCookieWrites();
    fireEvent.click(screen.getByTestId('access-prompt-close'));
    cookies.restore();
    const midnight = new Date(2026, 10, 22).toUTCString();
    expect(cookies.writes).toEqual([
      `bs_access_prompt_2026-11-21=1; path=/; samesite=lax; expires=${midnight}`,
    ]);
    first.unmount();

    vi.setSystemTime(new Date(2026, 10, 21, 23, 0));
    const later = await renderShell(<AccessPrompt onRequest={() => undefined} />, {
      globals: SIGNED_IN,
    });
    expect(prompt()).toBeNull();
    later.unmount();

    vi.setSystemTime(new Date(2026, 10, 22, 8, 0));
    await renderShell(<AccessPrompt onRequest={() => undefined} />, { globals: SIGNED_IN });
    expect(prompt()).not.toBeNull();
  });

  it('opens the request and is not shown to visitors, full access, or a waiting request', async () => {
    const onRequest = vi.fn();
    const user = await renderShell(<AccessPrompt onRequest={onRequest} />, { globals: SIGNED_IN });
    fireEvent.click(screen.getByTestId('access-prompt-request'));
    expect(onRequest).toHaveBeenCalledOnce();
    user.unmount();
    clearCookies();
    for (const globals of [
      {},
      { ...SIGNED_IN, level: 1077 },
      { ...SIGNED_IN, paStatusConfirm: 0 },
    ]) {
      const view = await renderShell(<AccessPrompt onRequest={onRequest} />, { globals });
      expect(prompt()).toBeNull();
      view.unmount();
    }
  });
});
