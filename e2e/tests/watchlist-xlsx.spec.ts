import { expect, test } from '@playwright/test';
import { AuthPages } from '../page-objects/auth-pages';
import { ExcelExports } from '../page-objects/excel-exports';
import { WatchlistPage } from '../page-objects/watchlist';
import { DEMO_PASSWORD } from '../support/browser';

/*
 * The watchlist page's Excel files (issue 18): a 1077 user downloads a list's holdings and its
 * cash-flow ladder; each opens with exceljs and holds the page API's values. Below 1077 the
 * buttons are locked (the server's refusals are the API suite's: watchlist-xlsx.test.ts).
 */

interface Holding {
  name: string;
  isin: string | null;
  count: number | null;
  buy_price: number | null;
}
interface Lists {
  asOf: string;
  lists: { id: number; name: string; holdings: Holding[] }[];
}
interface Ladder {
  rows: { month: string; currency: string; coupons: number; total: number }[];
}

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

test.describe('watchlist Excel files with full access (1077)', () => {
  test.beforeEach(async ({ page }) => {
    await new AuthPages(page).signIn('full@demo.bondsight', DEMO_PASSWORD);
    await expect(page.getByTestId('account-email')).toHaveText('full@demo.bondsight');
  });

  test("downloads a list's holdings and its ladder; both open with exceljs and hold the page's values", async ({
    page,
  }) => {
    const watchlists = new WatchlistPage(page);
    const exports = new ExcelExports(page);
    // The demo account's lists (seeded with holdings); other journeys add lists of their own.
    const answer = (await (await page.request.get('/api/watchlist/?lang=eng')).json()) as Lists;
    const list = answer.lists.find((l) => l.holdings.length > 0)!;
    expect(list).toBeTruthy();
    await watchlists.open();
    const card = watchlists.list(list.name).first();
    await expect(card).toBeVisible();

    const holdingsFile = await exports.download(card.getByTestId(`watchlist-xlsx-${list.id}`));
    expect(holdingsFile.suggestedFilename()).toBe(`watchlist-${list.id}-holdings.xlsx`);
    const holdings = await exports.read(holdingsFile);
    expect(holdings.title).toBe(
      `${list.name} — ${await watchlists.shell.label('watchlist', 'xlsx_title_holdings', 'eng')}`,
    );
    expect(holdings.asOf).toEqual(day(answer.asOf));
    expect(holdings.columns[1]).toBe(await watchlists.shell.label('watchlist', 'col_isin', 'eng'));
    expect(holdings.rows).toHaveLength(list.holdings.length);
    list.holdings.forEach((h, i) => {
      expect(holdings.rows[i]![0]).toBe(h.name);
      expect(holdings.rows[i]![1]).toBe(h.isin);
      expect(holdings.rows[i]![11]).toBe(h.buy_price);
      expect(holdings.rows[i]![13]).toBe(h.count);
    });

    const ladder = (await (
      await page.request.get(`/api/watchlist/${list.id}/ladder/?months=36&lang=eng`)
    ).json()) as Ladder;
    await watchlists.ladder(list.name).first().scrollIntoViewIfNeeded();
    const ladderFile = await exports.download(card.getByTestId(`watchlist-ladder-xlsx-${list.id}`));
    expect(ladderFile.suggestedFilename()).toBe(`watchlist-${list.id}-ladder.xlsx`);
    const months = await exports.read(ladderFile);
    expect(months.rows).toHaveLength(ladder.rows.length);
    ladder.rows.forEach((r, i) => {
      expect(months.rows[i]![0]).toBe(r.month);
      expect(months.rows[i]![1]).toBe(r.currency);
      expect(months.rows[i]![2]).toBe(r.coupons);
      expect(months.rows[i]![5]).toBe(r.total);
    });
  });
});

test('a signed-in user below 1077 sees the buttons locked, with the access notice', async ({
  page,
}) => {
  await new AuthPages(page).signIn('user@demo.bondsight', DEMO_PASSWORD);
  await expect(page.getByTestId('account-email')).toHaveText('user@demo.bondsight');
  const answer = (await (await page.request.get('/api/watchlist/')).json()) as Lists;
  const list = answer.lists[0]!;
  const watchlists = new WatchlistPage(page);
  await watchlists.open();
  const card = watchlists.list(list.name).first();
  let downloaded = false;
  page.on('download', () => {
    downloaded = true;
  });
  await card.getByTestId(`watchlist-xlsx-${list.id}-locked`).click();
  await expect(card.getByTestId(`watchlist-xlsx-${list.id}-refused`)).toHaveText(
    await watchlists.shell.label('errors', 'access_denied_auth', 'eng'),
  );
  expect(downloaded).toBe(false);
});
