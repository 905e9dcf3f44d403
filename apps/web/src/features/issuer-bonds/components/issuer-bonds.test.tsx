import type { ReactElement } from 'react';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderShell } from '../../../../test/shell-harness';
import type { IssuerBond } from './bond-rows';
import { IssuerBonds } from './issuer-bonds';

afterEach(cleanup);

const bond = (id: number, over: Partial<IssuerBond> = {}): IssuerBond => ({
  id,
  name: `Volga Energy ${id}`,
  isin: `RU000A10${id}`,
  statusId: 192,
  status: 'outstanding',
  live: true,
  currency: 'RUB',
  coupon: { type: 'fixed', rate: 8 + id / 10 },
  maturityDate: `20${30 + id}-06-01`,
  latest: { date: '2026-11-19', tradingGroundId: 1, ytm: 10 + id / 7 },
  ...over,
});

/** The server's order: live bonds first, each group by maturity. */
const BONDS: IssuerBond[] = [
  bond(1),
  bond(2, { coupon: { type: 'zero', rate: null }, latest: null }),
  bond(3, { latest: { date: '2026-11-18', tradingGroundId: 1, ytm: 7.5 } }),
  bond(4, { maturityDate: null }),
  bond(5, { statusId: 174, status: 'technical_default', coupon: { type: 'floating', rate: 12 } }),
  bond(6, { statusId: 128, status: 'matured', live: false, maturityDate: '2024-03-01' }),
  bond(7, {
    statusId: 112,
    status: 'early_redeemed',
    live: false,
    maturityDate: '2025-01-01',
    latest: { date: '2024-12-20', tradingGroundId: 381, ytm: { masked: 'need_auth' } },
  }),
];

function renderTable(ui: ReactElement) {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => ui }),
    history: createMemoryHistory({ initialEntries: ['/company/5/'] }),
    trailingSlash: 'always',
  });
  return renderShell(<RouterProvider router={router} />);
}

const ids = () =>
  screen.getAllByTestId('issuer-bond-link').map((a) => Number(a.getAttribute('data-bond-id')));

describe("the issuer's bonds table", () => {
  it('shows five bonds in the server order, then all after show more', async () => {
    await renderTable(<IssuerBonds bonds={BONDS} />);
    await screen.findByTestId('issuer-bonds');
    expect(ids()).toEqual([1, 2, 3, 4, 5]);
    expect(screen.getAllByTestId('issuer-bond-link')[0]!.getAttribute('href')).toBe('/bonds/1/');
    expect(screen.getByTestId('issuer-bonds-count').textContent).toBe('total_count');
    fireEvent.click(screen.getByTestId('table-show-more'));
    expect(ids()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    // Live first: the matured and redeemed bonds come last, greyed.
    const live = screen.getAllByTestId('issuer-bond-status').map((s) => s.dataset.live);
    expect(live).toEqual(['true', 'true', 'true', 'true', 'true', 'false', 'false']);
  });

  it('writes coupon, maturity and the yield with its date by the shared formatters', async () => {
    await renderTable(<IssuerBonds bonds={BONDS} />);
    const rows = await screen.findAllByTestId('scroll-table-row');
    const first = within(rows[0]!);
    expect(first.getByText('8.10')).toBeTruthy();
    expect(first.getByTestId('issuer-bond-maturity').dataset.value).toBe('2031-06-01');
    const yieldCell = first.getByTestId('issuer-bond-yield');
    // Yields with 3 decimals (spec section 9), the day under them.
    expect(yieldCell.textContent).toMatch(/^10\.143/);
    expect(yieldCell.textContent).toContain('yield_on');
    // A zero-coupon bond says so; a bond without a tick has no yield; a perpetual no date.
    const second = within(rows[1]!);
    expect(second.getByText('coupon_zero')).toBeTruthy();
    expect(second.getByTestId('issuer-bond-yield').textContent).toBe('');
    expect(within(rows[3]!).getByTestId('issuer-bond-maturity').textContent).toBe('no_maturity');
  });

  it('sorts by a column: ascending, descending, then back to the server order', async () => {
    await renderTable(<IssuerBonds bonds={BONDS} />);
    await screen.findByTestId('issuer-bonds');
    fireEvent.click(screen.getByTestId('table-show-more'));
    fireEvent.click(screen.getByTestId('sort-maturity'));
    // Perpetual (no date) last.
    expect(ids()).toEqual([6, 7, 1, 2, 3, 5, 4]);
    fireEvent.click(screen.getByTestId('sort-maturity'));
    // Descending; the perpetual bond stays last.
    expect(ids()).toEqual([5, 3, 2, 1, 7, 6, 4]);
    fireEvent.click(screen.getByTestId('sort-maturity'));
    expect(ids()).toEqual([1, 2, 3, 4, 5, 6, 7]);

    fireEvent.click(screen.getByTestId('sort-yield'));
    // Known yields ascending; the withheld and missing ones after them.
    expect(ids().slice(0, 5)).toEqual([3, 1, 4, 5, 6]);
    fireEvent.click(screen.getByTestId('sort-coupon'));
    // Zero coupon is 0: the lowest.
    expect(ids()[0]).toBe(2);
  });

  it('draws a withheld yield as asterisks, and nothing at all without bonds', async () => {
    await renderTable(<IssuerBonds bonds={BONDS} />);
    await screen.findByTestId('issuer-bonds');
    fireEvent.click(screen.getByTestId('table-show-more'));
    const rows = screen.getAllByTestId('scroll-table-row');
    expect(within(rows[6]!).getByTestId('masked-value').textContent).toBe('***');
    cleanup();
    await renderTable(
      <div data-testid="holder">
        <IssuerBonds bonds={[]} />
      </div>,
    );
    expect((await screen.findByTestId('holder')).childElementCount).toBe(0);
  });
});
