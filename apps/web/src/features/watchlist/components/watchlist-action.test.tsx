import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WatchlistItem, WatchlistItemsResponse } from '@bondsight/contracts';
import { SIGNED_IN, stubApi } from '../../../../test/shell-harness';
import { FULL_ACCESS, renderWithRouter } from '../../../../test/render-with-router';
import { onWlUpdate, type WlUpdateDetail } from '../wl-events';
import { WatchlistAction } from './watchlist-action';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const item = (id: number, name: string, over: Partial<WatchlistItem> = {}): WatchlistItem => ({
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
const ITEMS: WatchlistItemsResponse = {
  bondId: 9,
  nsdAccess: false,
  items: [item(11, 'Core'), item(12, 'Trading')],
};

describe('the bond page watchlist action', () => {
  it('asks a visitor to sign in and calls nothing', async () => {
    const calls = stubApi(() => ({ body: ITEMS }));
    await renderWithRouter(<WatchlistAction bondId={9} />);
    fireEvent.click(await screen.findByTestId('watchlist-button'));
    expect(screen.getByTestId('watchlist-refused').textContent).toContain('need_auth');
    expect(calls).toEqual([]);
  });

  it('gives a signed-in user without full access the upgrade notice', async () => {
    const calls = stubApi(() => ({ body: { ...ITEMS, items: [] } }));
    await renderWithRouter(<WatchlistAction bondId={9} />, SIGNED_IN);
    const button = await screen.findByTestId('watchlist-button');
    // They may read their lists (none here): one read, nothing written.
    await waitFor(() => expect(calls.map((c) => c.path)).toEqual(['/api/watchlist/items/']));
    expect(button.textContent).toContain('add_button');
    fireEvent.click(button);
    expect(screen.getByTestId('watchlist-refused').textContent).toContain('access_denied_auth');
    expect(screen.queryByTestId('watchlist-panel')).toBeNull();
  });

  it('tells a user whose full access lapsed where the bond is, and that the lists are read-only', async () => {
    const kept: WatchlistItemsResponse = {
      ...ITEMS,
      items: [item(11, 'Core', { checked: true, readonly: true }), item(12, 'Trading')],
    };
    const calls = stubApi(() => ({ body: kept }));
    await renderWithRouter(<WatchlistAction bondId={9} />, SIGNED_IN);
    const button = await screen.findByTestId('watchlist-button');
    // Never "Add to watchlist" for a bond that is in their list.
    await waitFor(() => expect(button.textContent).toContain('in_list_button'));
    expect(button.dataset.lists).toBe('Core');
    fireEvent.click(button);
    const notice = screen.getByTestId('watchlist-refused');
    expect(notice.textContent).toContain('lists_read_only');
    expect(within(notice).getByTestId('watchlist-open-lists').getAttribute('href')).toBe(
      '/watchlist/',
    );
    expect(within(notice).getByText('get_access').getAttribute('href')).toBe('/profile/access/');
    expect(screen.queryByTestId('watchlist-panel')).toBeNull();
    expect(calls.every((c) => c.path === '/api/watchlist/items/')).toBe(true);
  });

  it('says where a bond already is instead of offering to add it', async () => {
    const inOne: WatchlistItemsResponse = {
      ...ITEMS,
      items: [item(11, 'Core', { checked: true }), item(12, 'Trading')],
    };
    stubApi(() => ({ body: inOne }));
    await renderWithRouter(<WatchlistAction bondId={9} />, FULL_ACCESS);
    const button = await screen.findByTestId('watchlist-button');
    await waitFor(() => expect(button.textContent).toContain('in_list_button'));
    expect(button.textContent).not.toContain('add_button');
    expect(button.dataset.lists).toBe('Core');
    cleanup();

    const inBoth: WatchlistItemsResponse = {
      ...ITEMS,
      items: [item(11, 'Core', { checked: true }), item(12, 'Trading', { checked: true })],
    };
    stubApi(() => ({ body: inBoth }));
    await renderWithRouter(<WatchlistAction bondId={9} />, FULL_ACCESS);
    const several = await screen.findByTestId('watchlist-button');
    await waitFor(() => expect(several.textContent).toContain('in_lists_button'));
    expect(several.dataset.lists).toBe('Core\nTrading');
    cleanup();

    // In no list: the offer to add it.
    stubApi(() => ({ body: ITEMS }));
    await renderWithRouter(<WatchlistAction bondId={9} />, FULL_ACCESS);
    const none = await screen.findByTestId('watchlist-button');
    await waitFor(() => expect(none.textContent).toContain('add_button'));
    expect(none.dataset.lists).toBe('');
  });

  it('lets level 1077 add the bond to two lists, emits wlUpdate and shows the notice for 1 s', async () => {
    const saved = [item(11, 'Core', { checked: true }), item(12, 'Trading', { checked: true })];
    const calls = stubApi((path) =>
      path === '/api/watchlistAppend/'
        ? { body: { success: true, watchlist: saved, message: 'watchlist_saved' } }
        : { body: ITEMS },
    );
    const events: WlUpdateDetail[] = [];
    const stop = onWlUpdate((detail) => events.push(detail));
    await renderWithRouter(<WatchlistAction bondId={9} />, FULL_ACCESS);
    fireEvent.click(await screen.findByTestId('watchlist-button'));
    await screen.findByTestId('watchlist-panel');
    fireEvent.click(screen.getByTestId('watchlist-select-all'));
    fireEvent.click(screen.getByTestId('watchlist-next'));
    const first = within(screen.getByTestId('watchlist-entry-11'));
    fireEvent.change(first.getByTestId('watchlist-entry-price'), { target: { value: '100.5' } });
    const date = first.getByRole('combobox');
    fireEvent.input(date, { target: { value: '02.11.2026' } });
    fireEvent.keyDown(date, { key: 'Enter' });
    fireEvent.click(screen.getByTestId('watchlist-details-save'));

    expect((await screen.findByTestId('watchlist-saved')).textContent).toBe('watchlist_saved');
    const append = calls.find((c) => c.path === '/api/watchlistAppend/');
    expect(append?.body).toEqual({
      bondId: 9,
      add: [11, 12],
      qnt: [null, null],
      price: [100.5, null],
      date: ['2026-11-02', null],
    });
    expect(events).toEqual([{ link: 'watchlistAppend', bondId: 9, watchlist: saved }]);
    expect(screen.queryByTestId('watchlist-panel')).toBeNull();
    await waitFor(() => expect(screen.queryByTestId('watchlist-saved')).toBeNull(), {
      timeout: 2_000,
    });
    stop();
  });

  it('shows a failed append’s message in the error box and keeps the modal', async () => {
    stubApi((path) =>
      path === '/api/watchlistAppend/'
        ? {
            status: 400,
            body: {
              error: {
                code: 'validation_failed',
                message: 'validation_failed',
                fields: { 'body.date.0': 'field_invalid_value' },
              },
            },
          }
        : { body: ITEMS },
    );
    await renderWithRouter(<WatchlistAction bondId={9} />, FULL_ACCESS);
    fireEvent.click(await screen.findByTestId('watchlist-button'));
    await screen.findByTestId('watchlist-panel');
    fireEvent.click(screen.getByTestId('watchlist-check-11').querySelector('input')!);
    fireEvent.click(screen.getByTestId('watchlist-next'));
    fireEvent.click(screen.getByTestId('watchlist-details-save'));
    // The field's own rule says more than the general validation_failed.
    expect((await screen.findByTestId('watchlist-server-error')).textContent).toBe(
      'field_invalid_value',
    );
    expect(screen.getByTestId('watchlist-details')).toBeTruthy();
  });

  it('removes with the remove call when nothing is added, emitting wlUpdate remove', async () => {
    const inCore: WatchlistItemsResponse = {
      ...ITEMS,
      items: [item(11, 'Core', { checked: true }), item(12, 'Trading')],
    };
    const calls = stubApi((path) =>
      path === '/api/watchlist/remove/' ? { body: [11] } : { body: inCore },
    );
    const events: WlUpdateDetail[] = [];
    const stop = onWlUpdate((detail) => events.push(detail));
    await renderWithRouter(<WatchlistAction bondId={9} />, FULL_ACCESS);
    fireEvent.click(await screen.findByTestId('watchlist-button'));
    await screen.findByTestId('watchlist-panel');
    fireEvent.click(screen.getByTestId('watchlist-clear-all'));
    fireEvent.click(screen.getByTestId('watchlist-save'));
    await screen.findByTestId('watchlist-saved');
    expect(calls.find((c) => c.path === '/api/watchlist/remove/')?.body).toEqual({
      ids: [11],
      bondId: 9,
    });
    expect(events).toEqual([{ link: 'remove', bondId: 9, watchlist: [11] }]);
    stop();
  });
});
