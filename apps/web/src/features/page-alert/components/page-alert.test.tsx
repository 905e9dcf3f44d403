import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderShell } from '../../../../test/shell-harness';
import { PAGE_ERROR_ELEMENT_ID, SOCIAL_LOGIN_ERROR_EVENT, raiseAlert } from '../alert-events';
import { PageAlert } from './page-alert';

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => {
  cleanup();
  document.getElementById(PAGE_ERROR_ELEMENT_ID)?.remove();
  vi.useRealTimers();
});

describe('page alert', () => {
  it('shows a social-login error event for 3 seconds', async () => {
    await renderShell(<PageAlert />, {
      labels: { social_failed: 'Could not sign in with Google' },
    });
    act(() => {
      window.dispatchEvent(
        new CustomEvent(SOCIAL_LOGIN_ERROR_EVENT, { detail: { message: 'social_failed' } }),
      );
    });
    expect(screen.getByTestId('shell-alert').textContent).toContain(
      'Could not sign in with Google',
    );
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByTestId('shell-alert')).toBeNull();
  });

  it('keeps a page-provided error flagged persistent', async () => {
    const data = document.createElement('script');
    data.type = 'application/json';
    data.id = PAGE_ERROR_ELEMENT_ID;
    data.textContent = JSON.stringify({ message: 'Your link has expired', persistent: true });
    document.body.append(data);
    await renderShell(<PageAlert />);
    expect(screen.getByTestId('shell-alert').textContent).toContain('Your link has expired');
    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.getByTestId('shell-alert')).toBeTruthy();
  });

  it('shows an alert any part of the app raises', async () => {
    await renderShell(<PageAlert />);
    act(() => raiseAlert({ message: 'Saved elsewhere' }));
    expect(screen.getByTestId('shell-alert').textContent).toContain('Saved elsewhere');
  });
});
