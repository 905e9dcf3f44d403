import { expect, test } from '@playwright/test';
import { AuthPages } from '../page-objects/auth-pages';
import { HomeList } from '../page-objects/home-list';
import { Shell } from '../page-objects/shell';
import { DEMO_PASSWORD } from '../support/browser';

const LIVE = [96, 192];

/** The currency with the most bonds, from the filter's own choices. */
async function busiestCurrency(home: HomeList): Promise<string> {
  const facets = (await (await home.page.request.get('/api/bonds/filters/')).json()) as {
    currencies: { code: string; count: number }[];
  };
  const code = facets.currencies[0]?.code;
  expect(code, 'the seeded world has bonds in some currency').toBeDefined();
  return code!;
}

test('a visitor filters by currency and status, and the URL carries the filter', async ({
  page,
}) => {
  const home = new HomeList(page);
  await home.open();
  const currency = await busiestCurrency(home);
  await home.filter('currency').selectOption(currency);
  await expect(page).toHaveURL(new RegExp(`currency=${currency}`));
  await home.filter('status').selectOption('live');
  await expect(page).toHaveURL(/status=live/);

  const expected = await home.answer(`currency=${currency}&status=live`);
  expect(expected.total, 'live bonds in the busiest currency').toBeGreaterThan(0);
  await home.expectNames(`currency=${currency}&status=live`);
  for (const status of await home
    .statuses()
    .evaluateAll((cells) => cells.map((cell) => Number(cell.getAttribute('data-status')))))
    expect(LIVE).toContain(status);
  // The pager shows only with more than one page; its total is the filter's.
  if (expected.total > 30) await expect(home.pager().root()).toContainText(String(expected.total));

  // The link is shareable: opened afresh, it shows the same filtered list.
  await page.goto(page.url());
  await expect(home.filter('currency')).toHaveValue(currency);
  await expect(home.filter('status')).toHaveValue('live');
  await home.expectNames(`currency=${currency}&status=live`);
});

test('a header click orders the list by maturity on the server, then the other way', async ({
  page,
}) => {
  const home = new HomeList(page);
  await home.open();
  await home.sortButton('maturity').click();
  await expect(page).toHaveURL(/sort=maturity/);
  await home.expectNames('sort=maturity');
  const dates = (
    await home
      .maturities()
      .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-date') ?? ''))
  ).filter(Boolean);
  expect(dates).toEqual([...dates].sort());

  await home.sortButton('maturity').click();
  await expect(page).toHaveURL(/order=desc/);
  await home.expectNames('sort=maturity&order=desc');
});

test('a far page is one typed number away, and the last page one click', async ({ page }) => {
  const home = new HomeList(page);
  await home.open();
  const { total } = await home.answer('');
  const last = Math.floor((total - 1) / 30) + 1;
  expect(last, 'the seeded world has many pages of bonds').toBeGreaterThan(6);

  const far = Math.ceil(last / 2);
  await home.jumpTo(far);
  await expect(page).toHaveURL(new RegExp(`page=${far}(&|$)`));
  await expect(home.pager().current()).toHaveText(String(far));
  await home.expectNames(`offset=${(far - 1) * 30}`);

  await home.pager().page(last).click();
  await expect(home.pager().current()).toHaveText(String(last));
  await home.expectNames(`offset=${(last - 1) * 30}`);
});

test('a signed-in user saves a filter, applies it again and deletes it', async ({ page }) => {
  const home = new HomeList(page);
  const shell = new Shell(page);
  await new AuthPages(page).signIn('user@demo.bondsight', DEMO_PASSWORD);
  await expect(page.getByTestId('account-email')).toHaveText('user@demo.bondsight');
  await home.open();
  const currency = await busiestCurrency(home);
  await home.open(`currency=${currency}&status=live&sort=maturity`);

  const name = `e2e ${currency} live ${Date.now()}`;
  await home.savedName().fill(name);
  await home.savedSave().click();
  await expect(home.savedNotice()).toHaveText(await shell.label('home_list', 'saved_saved', 'eng'));
  await expect(home.savedSelect().locator('option', { hasText: name })).toHaveCount(1);

  // Away from it, then back through the selector.
  await home.resetFilters().click();
  await expect(page).not.toHaveURL(/currency=/);
  await expect(home.savedSelect()).toHaveValue('');
  await home.savedSelect().selectOption({ label: name });
  await expect(page).toHaveURL(new RegExp(`currency=${currency}`));
  await expect(page).toHaveURL(/status=live/);
  await expect(page).toHaveURL(/sort=maturity/);
  await home.expectNames(`currency=${currency}&status=live&sort=maturity`);

  // Deleted: the option goes, the deleted-request notice shows, the selector is cleared.
  await home.savedDelete().click();
  await expect(home.savedNotice()).toHaveText(
    await shell.label('home_list', 'saved_deleted', 'eng'),
  );
  await expect(home.savedSelect().locator('option', { hasText: name })).toHaveCount(0);
  await expect(home.savedSelect()).toHaveValue('');

  // A user's columns are kept on the server (a visitor's in a cookie: the screener journey).
  await home.columnSettings().getByRole('button').click();
  await home.column('Price date').check();
  await expect(home.priceDates()).not.toHaveCount(0);
  await expect
    .poll(async () => {
      const settings = (await (await page.request.get('/api/user/settings/')).json()) as {
        columns?: Record<string, string[]>;
      };
      return settings.columns?.home_list ?? [];
    })
    .toContain('priceDate');
  await page.reload();
  await expect(home.priceDates()).not.toHaveCount(0);
});

for (const width of [1280, 680]) {
  test(`at ${width} px the registration banner never covers the pager: Next is clickable`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const home = new HomeList(page);
    const shell = new Shell(page);
    await home.open();
    if (width === 680) {
      // Narrow: the issuer is read under the bond's name; the other columns page one by one.
      await expect(home.issuers().first()).toBeVisible();
      await expect(page.getByTestId('typed-table-column-next')).toBeVisible();
    }

    // The pointer leaving the page brings the banner up (the spec's exit variant).
    await page.evaluate(() =>
      document.dispatchEvent(new MouseEvent('mouseout', { clientX: 10, clientY: 0 })),
    );
    await expect(shell.registrationBanner()).toBeVisible();

    const next = home.next(await shell.label('common', 'page_next', 'eng'));
    // At the very end of the page, where the banner used to sit on the pager.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await home.isOnTop(home.pager().root())).toBe(true);
    expect(await home.isOnTop(next)).toBe(true);
    // And wherever the browser brings the pager into view.
    await next.scrollIntoViewIfNeeded();
    expect(await home.isOnTop(next)).toBe(true);

    await next.click();
    await expect(page).toHaveURL(/page=2/);
    await expect(home.pager().current()).toHaveText('2');
    await expect(shell.registrationBanner()).toBeVisible();
  });
}

test('a header click orders the list by yield on the server, the highest first on a second click', async ({
  page,
}) => {
  const home = new HomeList(page);
  await home.open();
  await home.sortButton('yield').click();
  await expect(page).toHaveURL(/sort=yield/);
  await home.expectNames('sort=yield');
  await home.sortButton('yield').click();
  await expect(page).toHaveURL(/order=desc/);
  await home.expectNames('sort=yield&order=desc');
  // The yields the table shows come down the page, the bonds without one last.
  const yields = await page
    .getByTestId('bond-list-yield')
    .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-value') ?? ''));
  const shown = yields.filter(Boolean).map(Number);
  expect(shown.length).toBeGreaterThan(5);
  expect(shown).toEqual([...shown].sort((a, b) => b - a));
  expect(yields.slice(0, shown.length).every(Boolean)).toBe(true);
});

test('a visitor screens by yield, duration and days traded, sorts by yield: the URL keeps the screen, the cookie the columns', async ({
  page,
}) => {
  const home = new HomeList(page);
  await home.open();
  const everything = Number(await home.count().getAttribute('data-total'));
  await home.field('yieldMin').fill('5');
  await home.field('yieldMax').fill('30');
  await home.field('durationMax').fill('3');
  await home.moreFilters().click();
  await home.field('tradedDaysMin').fill('1');
  for (const part of ['yieldMin=5', 'yieldMax=30', 'durationMax=3', 'tradedDaysMin=1'])
    await expect(page).toHaveURL(new RegExp(part));
  const screen = 'yieldMin=5&yieldMax=30&durationMax=3&tradedDaysMin=1';
  const expected = await home.answer(screen);
  expect(expected.total, 'the demo world has such bonds, not all of them').toBeGreaterThan(0);
  expect(expected.total).toBeLessThan(everything);
  await expect(home.count()).toHaveAttribute('data-total', String(expected.total));

  // A bad entry is shown at its field and not sent: the screen stays as it was.
  await home.field('gSpreadMin').fill('abc');
  await expect(home.fieldProblem('gSpreadMin')).toBeVisible();
  await expect(page).not.toHaveURL(/gSpreadMin/);

  await home.sortButton('yield').click();
  await home.sortButton('yield').click();
  await expect(page).toHaveURL(/order=desc/);
  const sorted = `${screen}&sort=yield&order=desc`;
  await home.expectNames(sorted);
  const yields = await home.values(home.yields());
  expect(yields).toEqual([...yields].sort((a, b) => b - a));
  expect(yields.every((y) => y >= 5 && y <= 30)).toBe(true);
  expect((await home.values(home.durations())).every((d) => d <= 3)).toBe(true);

  // Columns: days traded in, issuer out; kept (a visitor's cookie) with the screen on reload.
  await home.columnSettings().getByRole('button').click();
  await home.column('Days traded of 30').check();
  await home.column('Issuer').uncheck();
  await expect(home.issuers()).toHaveCount(0);
  expect((await home.values(home.tradedDays())).every((d) => d >= 1)).toBe(true);

  await page.reload();
  await expect(home.field('yieldMin')).toHaveValue('5');
  await expect(home.field('tradedDaysMin')).toHaveValue('1');
  await expect(home.count()).toHaveAttribute('data-total', String(expected.total));
  await home.expectNames(sorted);
  await expect(home.tradedDays().first()).toBeVisible();
  await expect(home.issuers()).toHaveCount(0);
});
