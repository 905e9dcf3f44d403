import { expect, test, type APIRequestContext } from '@playwright/test';
import { AuthPages } from '../page-objects/auth-pages';
import { BondPage } from '../page-objects/bond-page';
import { suggest } from '../page-objects/site-search';
import { WatchlistPage, WatchlistPanel } from '../page-objects/watchlist';
import { DEMO_PASSWORD } from '../support/browser';

/** The month after a YYYY-MM-DD date, as YYYY-MM. */
function monthAfter(iso: string): string {
  const [year, month] = iso.split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
}

/**
 * An outstanding bond on the exchange ground (1, not the NSD ground) paying a coupon in the
 * month after the data's as-of day, read through the API as the signed-in user.
 */
async function bondWithCouponIn(request: APIRequestContext, month: string): Promise<number> {
  const list = (await (await request.get('/api/bonds/?limit=100')).json()) as {
    items: { id: number; statusId: number }[];
  };
  for (const { id, statusId } of list.items) {
    if (statusId !== 192) continue;
    const bond = (await (await request.get(`/api/bonds/${id}/`)).json()) as {
      tradingGrounds: { id: number }[];
    };
    if (bond.tradingGrounds[0]?.id !== 1) continue;
    const cashFlow = (await (await request.get(`/api/bonds/${id}/cash-flow/`)).json()) as {
      flows: { date: string; cupon_sum: number | null }[];
    };
    if (cashFlow.flows.some((f) => f.date.startsWith(month) && (f.cupon_sum ?? 0) > 0)) return id;
  }
  throw new Error(`no outstanding bond on ground 1 with a coupon in ${month} among the first 100`);
}

test.describe('watchlists with full access', () => {
  // Lists of their own, so parallel runs and other journeys do not meet them.
  const stamp = `${Date.now()}`.slice(-7);
  const core = `Core ${stamp}`;
  const trading = `Trading ${stamp}`;

  test.beforeEach(async ({ page }) => {
    await new AuthPages(page).signIn('full@demo.bondsight', DEMO_PASSWORD);
    await expect(page.getByTestId('account-email')).toHaveText('full@demo.bondsight');
  });

  test('adds a bond to two lists through both steps; the page shows P&L and the ladder next month’s coupon', async ({
    page,
  }) => {
    const watchlists = new WatchlistPage(page);
    await watchlists.open();
    await watchlists.createList(core);
    await watchlists.createList(trading);
    const { asOf } = (await (await page.request.get('/api/watchlist/')).json()) as {
      asOf: string;
    };
    const nextMonth = monthAfter(asOf);
    const bondId = await bondWithCouponIn(page.request, nextMonth);

    const bond = new BondPage(page);
    await bond.open(bondId);
    const panel = new WatchlistPanel(page);
    await panel.open();
    await panel.check(core);
    await panel.check(trading);
    await panel.next();
    await panel.enter(core, { price: '99.12345', count: '10', buyDate: asOf });
    await panel.enter(trading, { price: '101.5', count: '5', buyDate: asOf });
    await panel.save();
    // Spec: the success notice lasts 1 s, and the panel closes.
    await expect(panel.saved()).toBeVisible();
    await expect(panel.panel()).toBeHidden();
    await expect(panel.saved()).toBeHidden({ timeout: 3_000 });
    // The button now says where the bond is, not "Add to watchlist" (issue 30).
    const inLists = await bond.shell.label('watchlist', 'in_lists_button', 'eng');
    await expect(panel.button()).toContainText(inLists.split('{{')[0]!);
    for (const name of [core, trading]) await expect(panel.button()).toContainText(name);

    await watchlists.open();
    for (const name of [core, trading]) {
      const row = watchlists.holdingRows(name).first();
      await expect(row).toBeVisible();
      // The P&L cells carry a number (clean and with coupons), not a blank or asterisks.
      await expect(row.locator('.wl-pnl').first()).toHaveText(/\d/);
      await expect(row.locator('.wl-pnl').last()).toHaveText(/\d/);
    }
    // The price was kept to 3 decimals.
    await expect(watchlists.holdingRows(core).first()).toContainText('99.1230');
    await expect(watchlists.list(core).getByTestId('watchlist-total-pnl')).toHaveText(/\d/);

    await watchlists.ladder(core).scrollIntoViewIfNeeded();
    const ladder = watchlists.ladderRow(core, nextMonth);
    await expect(ladder).toBeVisible();
    await expect(ladder.getByTestId('watchlist-ladder-coupons')).toHaveText(/[1-9]/);
    await expect(ladder.locator('li[data-kind="coupon"]').first()).toBeVisible();
    await expect(watchlists.list(core).getByTestId('watchlist-ladder-chart')).toBeVisible();

    // Another bond added on this page: the site search in its select mode (bonds only) fills
    // the field and opens the add-to-watchlist panel for the bond, never its page.
    const live = (await (await page.request.get('/api/bonds/?status=live&limit=50')).json()) as {
      items: { id: number; isin: string | null; name: string }[];
    };
    const other = live.items.find((b) => b.id !== bondId && b.isin !== null)!;
    // The suggestion the ISIN finds, as the search box lists it.
    const [found] = (await suggest(page.request, 'bonds', other.isin!)).items;
    expect(found?.id).toBe(other.id);
    await watchlists.pickBond(other.isin!, found!.name);
    await expect(page).toHaveURL(/\/watchlist\/$/);
    await expect(watchlists.bondSearch().getByTestId('search-input')).toHaveValue(found!.name);
    await expect(watchlists.addBond().getByTestId('watchlist-add-bond-chosen')).toContainText(
      found!.name,
    );
    await panel.check(trading);
    await panel.next();
    await panel.save();
    await expect(watchlists.addBond().getByTestId('watchlist-add-bond-saved')).toBeVisible();
    await expect(watchlists.holdingRows(trading).filter({ hasText: found!.name })).toHaveCount(1);
    // The bond was in no list before: only the ticked one holds it.
    await expect(watchlists.holdingRows(core).filter({ hasText: found!.name })).toHaveCount(0);
  });

  test('a price without a date and a date without a price stop the save', async ({ page }) => {
    const watchlists = new WatchlistPage(page);
    await watchlists.open();
    const first = `${core} e`;
    const second = `${trading} e`;
    await watchlists.createList(first);
    await watchlists.createList(second);
    const { asOf } = (await (await page.request.get('/api/watchlist/')).json()) as {
      asOf: string;
    };
    const bondId = await bondWithCouponIn(page.request, monthAfter(asOf));

    await new BondPage(page).open(bondId);
    const panel = new WatchlistPanel(page);
    await panel.open();
    await panel.check(first);
    await panel.check(second);
    await panel.next();
    await panel.enter(first, { price: '100' });
    await panel.enter(second, { buyDate: asOf });
    await panel.save();
    const noDate = await watchlists.shell.label('errors', 'wl_error_no_date', 'eng');
    const noPrice = await watchlists.shell.label('errors', 'wl_error_no_price', 'eng');
    await expect(panel.entryError(first)).toHaveText(noDate);
    await expect(panel.entryError(second)).toHaveText(noPrice);
    // Nothing was saved: the modal stays and no notice shows.
    await expect(panel.details()).toBeVisible();
    await expect(panel.saved()).toHaveCount(0);
    const lists = (await (await page.request.get('/api/watchlist/')).json()) as {
      lists: { name: string; holdings: unknown[] }[];
    };
    expect(lists.lists.find((l) => l.name === first)?.holdings).toEqual([]);
  });
});

test('a visitor is asked to sign in; a signed-in user without full access gets the upgrade notice', async ({
  page,
}) => {
  const list = (await (await page.request.get('/api/bonds/?limit=1')).json()) as {
    items: { id: number }[];
  };
  const bond = new BondPage(page);
  await bond.open(list.items[0]!.id);
  const panel = new WatchlistPanel(page);
  await panel.button().click();
  await expect(page.getByTestId('watchlist-refused')).toContainText(
    await bond.shell.label('errors', 'need_auth', 'eng'),
  );

  await new AuthPages(page).signIn('user@demo.bondsight', DEMO_PASSWORD);
  await expect(page.getByTestId('account-email')).toHaveText('user@demo.bondsight');
  await bond.open(list.items[0]!.id);
  await panel.button().click();
  await expect(page.getByTestId('watchlist-refused')).toContainText(
    await bond.shell.label('errors', 'access_denied_auth', 'eng'),
  );
  await expect(page.getByTestId('watchlist-link')).toBeVisible();
});
