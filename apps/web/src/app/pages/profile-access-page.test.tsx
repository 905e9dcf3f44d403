import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FULL_ACCESS_LEVEL } from '@bondsight/contracts/access';
import { renderShell, SIGNED_IN, VISITOR_GLOBALS } from '../../../test/shell-harness';
import { ProfileAccessPage } from './profile-access-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const tiers = () =>
  screen.getAllByTestId('access-tier').map((t) => [t.dataset.tier, t.hasAttribute('aria-current')]);

describe('the profile access page', () => {
  it('shows a visitor the three tiers, theirs marked, and a way to sign in', async () => {
    await renderShell(<ProfileAccessPage />);
    expect(screen.getByTestId('profile-access-tier').dataset.tier).toBe('visitor');
    expect(tiers()).toEqual([
      ['visitor', true],
      ['signed_in', false],
      ['full', false],
    ]);
    const request = screen.getByTestId('profile-access-request');
    expect(request.dataset.state).toBe('sign_in');
    expect(screen.getByTestId('profile-access-sign-in-link').getAttribute('href')).toBe(
      '/sign-in/',
    );
    expect(screen.queryByTestId('pa-form')).toBeNull();
    // What each tier unlocks, from the access table.
    const quotes = screen
      .getAllByTestId('access-capability')
      .find((r) => r.dataset.capability === 'chart.values')!;
    expect(
      [...quotes.querySelectorAll('td')].map((td) => [td.dataset.tier, td.dataset.allowed]),
    ).toEqual([
      ['visitor', 'false'],
      ['signed_in', 'false'],
      ['full', 'true'],
    ]);
    expect(screen.getAllByTestId('access-tariff').map((t) => t.dataset.tariff)).toEqual([
      '675',
      '676',
      '677',
    ]);
  });

  it('lets a signed-in user request full access with a tariff, then shows it waiting', async () => {
    const calls: { url: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : null });
        // After the request the session is read again: the globals now say it waits.
        const body = String(url).includes('/api/me')
          ? { ...VISITOR_GLOBALS, ...SIGNED_IN, paStatusConfirm: 0 }
          : { requestId: 1, paStatusConfirm: 0, paSendExpand: 0 };
        return new Response(JSON.stringify(body), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    await renderShell(<ProfileAccessPage />, { globals: SIGNED_IN });
    expect(screen.getByTestId('profile-access-tier').dataset.tier).toBe('signed_in');
    expect(screen.getByTestId('profile-access-request').dataset.state).toBe('none');
    fireEvent.change(screen.getByTestId('pa-tariff'), { target: { value: '676' } });
    fireEvent.click(screen.getByTestId('pa-submit'));
    await waitFor(() =>
      expect(
        calls.find((c) => c.url.includes('/api/profile/pa/subscr_send_request/'))?.body,
      ).toEqual({ tariff: 676, contactPersonId: 0 }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('profile-access-request').dataset.state).toBe('pending'),
    );
    expect(screen.getByTestId('pa-pending')).toBeTruthy();
  });

  it('shows a waiting request from the page globals, and full access its tariffs', async () => {
    await renderShell(<ProfileAccessPage />, { globals: { ...SIGNED_IN, paStatusConfirm: 0 } });
    expect(screen.getByTestId('profile-access-request').dataset.state).toBe('pending');
    expect(screen.getByTestId('pa-pending')).toBeTruthy();
    cleanup();
    await renderShell(<ProfileAccessPage />, {
      globals: { ...SIGNED_IN, level: FULL_ACCESS_LEVEL, tariffs: [675], paSendExpand: 1 },
    });
    expect(tiers().find(([, current]) => current)?.[0]).toBe('full');
    expect(screen.getByTestId('profile-access-request').dataset.state).toBe('expand_pending');
    expect(
      screen.getAllByTestId('access-tariff').map((t) => [t.dataset.tariff, t.dataset.held]),
    ).toEqual([
      ['675', 'true'],
      ['676', 'false'],
      ['677', 'false'],
    ]);
  });
});
