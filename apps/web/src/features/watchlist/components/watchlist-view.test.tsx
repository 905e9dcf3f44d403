import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  LadderResponse,
  NotificationsResponse,
  WatchlistHolding,
  WatchlistsResponse,
} from '@bondsight/contracts';
import { SIGNED_IN, stubApi } from '../../../../test/shell-harness';
import { FULL_ACCESS, renderWithRouter } from '../../../../test/render-with-router';
import { WatchlistView } from './watchlist-view';

// happy-dom has no canvas: the chart is checked through its option builder's tests.
vi.mock('./ladder-chart', () => ({ default: () => <div data-testid="watchlist-ladder-chart" /> }));

beforeEach(() => vi.stubGlobal('IntersectionObserver', undefined));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const holding = (over: Partial<WatchlistHolding>): WatchlistHolding => ({
  item_id: 1,
  bond_id: 9,
  name: 'OFZ 26238',
  isin: 'RU000A1038V6',
  currency: 'RUB',
  face_value: 1000,
  maturity_date: '2041-05-15',
  is_floater: false,
  price_date: '2026-11-20',
  age_days: 0,
  stale: false,
  trading_ground_name: 'MOEX',
  price: 60.5,
  ytm: 14.2,
  duration: 2590,
  accrued: 12.3,
  buy_price: 58,
  buy_date: '2026-01-10',
  count: 100,
  value: 61730,
  pnl_clean: 2500,
  coupons_received: 3540,
  pnl_total: 6040,
  ...over,
});

const LISTS: WatchlistsResponse = {
  asOf: '2026-11-20',
  canEdit: true,
  lists: [
    {
      id: 3,
      name: 'Core',
      nsd_only: false,
      holdings: [
        holding({}),
        holding({
          item_id: 2,
          bond_id: 10,
          name: 'Loser 2030',
          price: { masked: 'access_denied_auth' },
          pnl_clean: -700,
          pnl_total: -650,
        }),
      ],
      totals: [{ currency: 'RUB', value: 61730, pnl_clean: 1800, pnl_total: 5390 }],
    },
  ],
};
const LADDER: LadderResponse = {
  watchlistId: 3,
  name: 'Core',
  from: '2026-11-21',
  to: '2029-11-20',
  rows: [
    {
      month: '2026-12',
      currency: 'RUB',
      coupons: 3540,
      amortisations: 0,
      redemptions: 0,
      total: 3540,
      puts: 0,
      events: [
        {
          date: '2026-12-03',
          bond_id: 9,
          bond_name: 'OFZ 26238',
          kind: 'coupon',
          amount: 3540,
          estimated: false,
        },
      ],
    },
  ],
  totals: [
    {
      currency: 'RUB',
      coupons: 3540,
      amortisations: 0,
      redemptions: 0,
      total: 3540,
      puts: 0,
    },
  ],
};
const ALERTS: NotificationsResponse = {
  unread: 1,
  items: [
    {
      id: 5,
      bond_id: 9,
      bond_name: 'OFZ 26238',
      kind: 'put_window',
      event_date: '2026-12-20',
      window_start: '2026-12-06',
      window_end: '2026-12-13',
      details: { price: 100 },
      read: false,
      created_at: '2026-11-20T00:00:00Z',
    },
  ],
};

const answer = (path: string) => {
  if (path === '/api/watchlist/') return { body: LISTS };
  if (path === '/api/watchlist/3/ladder/') return { body: LADDER };
  if (path === '/api/notifications/read/') return { body: { unread: 0 } };
  if (path === '/api/notifications/') return { body: ALERTS };
  return { status: 404, body: { error: { code: 'not_found', message: 'not_found' } } };
};

describe('the watchlist page', () => {
  it('asks a visitor to sign in and loads nothing', async () => {
    const calls = stubApi(answer);
    await renderWithRouter(<WatchlistView />);
    expect((await screen.findByTestId('watchlist-need-auth')).textContent).toContain('need_auth');
    expect(calls).toEqual([]);
  });

  it('shows each holding with P&L, masks what the server withheld, and sorts', async () => {
    stubApi(answer);
    await renderWithRouter(<WatchlistView />, FULL_ACCESS);
    const table = await screen.findByTestId('watchlist-holdings-3');
    const rows = within(table).getAllByTestId('scroll-table-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('OFZ 26238');
    expect(rows[0]!.textContent).toContain('6,040.00');
    expect(rows[1]!.querySelector('.table-masked')?.textContent).toBe('*');
    expect(rows[1]!.querySelector('.wl-pnl.loss')?.textContent).toContain('700.00');
    // P&L with coupons: ascending puts the loss first.
    fireEvent.click(within(table).getByText('col_pnl_total'));
    expect(within(table).getAllByTestId('scroll-table-row')[0]!.textContent).toContain(
      'Loser 2030',
    );
    expect(screen.getByTestId('watchlist-total-pnl').textContent).toContain('5,390.00');
  });

  it('marks a quote over 7 days old stale under its price, and only that one', async () => {
    const [list] = LISTS.lists;
    const stale = {
      ...LISTS,
      lists: [
        {
          ...list!,
          holdings: [
            holding({ price_date: '2026-10-13', age_days: 38, stale: true }),
            holding({ item_id: 2, name: 'Fresh 2030' }),
          ],
        },
      ],
    };
    stubApi((path) => (path === '/api/watchlist/' ? { body: stale } : answer(path)));
    await renderWithRouter(<WatchlistView />, FULL_ACCESS);
    const table = await screen.findByTestId('watchlist-holdings-3');
    const rows = within(table).getAllByTestId('scroll-table-row');
    expect(within(rows[0]!).getByTestId('stale-mark')).toBeTruthy();
    expect(within(rows[1]!).queryByTestId('stale-mark')).toBeNull();
  });

  it("shows the ladder's coming coupon by month, and the alerts with a put window", async () => {
    stubApi(answer);
    await renderWithRouter(<WatchlistView />, FULL_ACCESS);
    const row = await screen.findByTestId('watchlist-ladder-row');
    expect(row.getAttribute('data-month')).toBe('2026-12');
    expect(within(row).getByTestId('watchlist-ladder-coupons').textContent).toContain('3,540.00');
    expect(await screen.findByTestId('watchlist-ladder-chart')).toBeTruthy();
    const alert = await screen.findByTestId('watchlist-alert');
    expect(alert.getAttribute('data-kind')).toBe('put_window');
    expect(alert.textContent).toContain('put_window_dates');
    expect(screen.getByTestId('watchlist-notifications-unread').textContent).toBe('1');
    fireEvent.click(screen.getByTestId('watchlist-notifications-read-all'));
    await vi.waitFor(() =>
      expect(screen.queryByTestId('watchlist-notifications-unread')).toBeNull(),
    );
  });

  it('keeps a name typed while the previous list is being created; a refused name comes back', async () => {
    let refuse = false;
    const calls = stubApi((path, init) =>
      path === '/api/watchlist/create/' && init.method === 'POST'
        ? refuse
          ? { status: 400, body: { error: { code: 'name_taken', message: 'name_taken' } } }
          : { body: { id: 7, name: 'First' } }
        : answer(path),
    );
    await renderWithRouter(<WatchlistView />, FULL_ACCESS);
    const form = await screen.findByTestId('watchlist-create');
    const input = within(form).getByRole('textbox') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'First' } });
    fireEvent.submit(form);
    // Typed before the first answer came: the first's success must not wipe it.
    fireEvent.change(input, { target: { value: 'Second' } });
    await vi.waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/watchlist/create/')).toHaveLength(1),
    );
    await vi.waitFor(() =>
      expect(within(form).getByRole('button')).not.toHaveProperty('disabled', true),
    );
    expect(input.value).toBe('Second');
    refuse = true;
    fireEvent.submit(form);
    await vi.waitFor(() => expect(input.value).toBe('Second'));
    expect(calls.filter((c) => c.path === '/api/watchlist/create/')).toHaveLength(2);
  });

  it('shows a signed-in user without full access the lists and the upgrade notice', async () => {
    stubApi((path) =>
      path === '/api/watchlist/' ? { body: { ...LISTS, canEdit: false } } : answer(path),
    );
    await renderWithRouter(<WatchlistView />, SIGNED_IN);
    expect((await screen.findByTestId('watchlist-upgrade')).textContent).toContain(
      'access_denied_auth',
    );
    expect(screen.queryByTestId('watchlist-create')).toBeNull();
    expect(screen.queryByTestId('watchlist-rename')).toBeNull();
    expect(screen.queryByTestId('watchlist-add-bond')).toBeNull();
  });

  it('adds the bond the page search picked through the panel, keeping the lists it is in', async () => {
    const entry = {
      readonly: false,
      nsd_only: false,
      buy_date_formatted: null,
      holdings_count: 1,
    };
    const calls = stubApi((path) => {
      if (path === '/api/watchlist/items/')
        return {
          body: {
            bondId: 10,
            nsdAccess: false,
            items: [
              {
                ...entry,
                id: 3,
                name: 'Core',
                checked: true,
                user_price: 58,
                count: 100,
                buy_date: '2026-01-10',
              },
              {
                ...entry,
                id: 4,
                name: 'Trading',
                checked: false,
                user_price: null,
                count: null,
                buy_date: null,
              },
            ],
          },
        };
      if (path === '/api/watchlistAppend/')
        return { body: { success: true, watchlist: [], message: 'watchlist_saved' } };
      return answer(path);
    });
    // The page's search (the site search in select mode) stands here as a button.
    await renderWithRouter(
      <WatchlistView
        renderBondSearch={(onPick) => (
          <button type="button" onClick={() => onPick({ id: 10, title: 'Loser 2030' })}>
            pick
          </button>
        )}
      />,
      FULL_ACCESS,
    );
    const add = await screen.findByTestId('watchlist-add-bond');
    fireEvent.click(within(add).getByText('pick'));
    expect(screen.getByTestId('watchlist-add-bond-chosen').textContent).toContain(
      'add_bond_chosen',
    );
    await screen.findByTestId('watchlist-panel');
    fireEvent.click(within(screen.getByTestId('watchlist-check-4')).getByRole('checkbox'));
    fireEvent.click(screen.getByTestId('watchlist-next'));
    fireEvent.click(screen.getByTestId('watchlist-details-save'));
    expect((await screen.findByTestId('watchlist-add-bond-saved')).textContent).toBe(
      'watchlist_saved',
    );
    expect(calls.find((c) => c.path === '/api/watchlistAppend/')?.body).toEqual({
      bondId: 10,
      add: [3, 4],
      qnt: [100, null],
      price: [58, null],
      date: ['2026-01-10', null],
    });
    expect(screen.queryByTestId('watchlist-panel')).toBeNull();
  });
});
