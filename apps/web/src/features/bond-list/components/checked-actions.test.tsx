import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useRouterState } from '@tanstack/react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WatchlistItem } from '@bondsight/contracts';
import { SIGNED_IN, stubApi } from '../../../../test/shell-harness';
import { FULL_ACCESS, renderWithRouter } from '../../../../test/render-with-router';
import { CheckedActions } from './checked-actions';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The router's address: where a comparison went. */
function Where() {
  return <output data-testid="where">{useRouterState({ select: (s) => s.location.href })}</output>;
}
const renderActions = (ids: number[], globals = {}) =>
  renderWithRouter(
    <>
      <CheckedActions ids={ids} onClear={() => undefined} />
      <Where />
    </>,
    globals,
  );

const list = (id: number, name: string, over: Partial<WatchlistItem> = {}): WatchlistItem => ({
  id,
  name,
  checked: false,
  readonly: false,
  nsd_only: false,
  user_price: null,
  count: null,
  buy_date: null,
  buy_date_formatted: null,
  holdings_count: 0,
  ...over,
});

describe("the screener's checked bonds", () => {
  it('asks a visitor to sign in before comparing or adding to a watchlist, calling nothing', async () => {
    const calls = stubApi(() => ({ body: {} }));
    await renderActions([1, 2, 3]);
    fireEvent.click(await screen.findByTestId('screen-compare'));
    const gate = screen.getByTestId('screen-checked-gate');
    expect(gate.dataset.decision).toBe('need_auth');
    expect(gate.textContent).toContain('need_auth');
    fireEvent.click(screen.getByTestId('screen-watchlist'));
    expect(screen.getByTestId('screen-checked-gate').dataset.capability).toBe('watchlist.edit');
    expect(calls).toEqual([]);
  });

  it('tells a signed-in user without full access to get it', async () => {
    stubApi(() => ({ body: {} }));
    await renderActions([1, 2], SIGNED_IN);
    fireEvent.click(await screen.findByTestId('screen-compare'));
    const gate = screen.getByTestId('screen-checked-gate');
    expect(gate.dataset.decision).toBe('access_denied_auth');
    expect(gate.textContent).toContain('need_get_access');
    expect(screen.getByTestId('screen-checked-get-access').getAttribute('href')).toBe(
      '/profile/access/',
    );
  });

  it('compares one base and at most 9 others, and needs two bonds', async () => {
    const calls = stubApi(() => ({ body: {} }));
    await renderActions([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], FULL_ACCESS);
    fireEvent.click(await screen.findByTestId('screen-compare'));
    expect(screen.getByTestId('screen-checked-alert').textContent).toContain(
      'compare_max_count_alert',
    );
    cleanup();
    await renderActions([1], FULL_ACCESS);
    fireEvent.click(await screen.findByTestId('screen-compare'));
    expect(screen.getByTestId('screen-checked-alert').textContent).toContain('compare_min');
    expect(calls).toEqual([]);
  });

  it("opens the first bond's yield chart with the others compared on their first grounds", async () => {
    const calls = stubApi((path) => ({
      body: { tradingGrounds: path.includes('/20/') ? [{ id: 5 }, { id: 6 }] : [{ id: 7 }] },
    }));
    await renderActions([10, 20, 30], FULL_ACCESS);
    fireEvent.click(await screen.findByTestId('screen-compare'));
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe(
        '/bonds/10/?chart=yield&cmp=b20-5%2Cb30-7',
      ),
    );
    expect(calls.map((c) => c.path).sort()).toEqual(['/api/bonds/20/', '/api/bonds/30/']);
  });

  it('adds the checked bonds to the chosen list, keeping each in the lists it was in', async () => {
    const listsOf = (bondId: number) =>
      bondId === 2
        ? [
            list(11, 'Core', { checked: true, count: 5, user_price: 99.5, buy_date: '2026-01-10' }),
            list(12, 'Trading'),
          ]
        : bondId === 3
          ? [list(11, 'Core'), list(12, 'Trading', { checked: true })]
          : [list(11, 'Core'), list(12, 'Trading')];
    // Each bond's lists, answered by the query's bondId (stubApi keeps no query).
    const calls: { path: string; method: string; body: unknown; headers: object }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string | URL, init: RequestInit = {}) => {
        const url = new URL(String(input), window.location.origin);
        calls.push({
          path: url.pathname,
          method: init.method ?? 'GET',
          body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
          headers: {},
        });
        const body =
          url.pathname === '/api/watchlistAppend/'
            ? { success: true, watchlist: [], message: 'watchlist_saved' }
            : {
                bondId: 0,
                nsdAccess: false,
                items: listsOf(Number(url.searchParams.get('bondId'))),
              };
        return new Response(JSON.stringify(body), {
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    await renderActions([1, 2, 3], FULL_ACCESS);
    fireEvent.click(await screen.findByTestId('screen-watchlist'));
    const select = (await screen.findByTestId('screen-watchlist-list')) as HTMLSelectElement;
    fireEvent.change(select, { target: { value: '12' } });
    fireEvent.click(screen.getByTestId('screen-watchlist-save'));
    expect((await screen.findByTestId('screen-watchlist-done')).textContent).toContain(
      'watchlist_done',
    );
    const appends = calls.filter((c) => c.path === '/api/watchlistAppend/').map((c) => c.body);
    // Bond 3 was in Trading already: no call. Bond 2 keeps Core with its holding.
    expect(appends).toEqual([
      { bondId: 1, add: [12], qnt: [null], price: [null], date: [null] },
      { bondId: 2, add: [11, 12], qnt: [5, null], price: [99.5, null], date: ['2026-01-10', null] },
    ]);
  });
});
