import { expect, test, type Page } from '@playwright/test';
import { AuthPages } from '../page-objects/auth-pages';
import { HomeList } from '../page-objects/home-list';
import { Shell } from '../page-objects/shell';
import { DEMO_PASSWORD } from '../support/browser';

/*
 * Saved screens (issue 33 item 4): a screen (filters, order, columns) saved and made the
 * default comes back on the bare home page; its link shows the same screen to a visitor in
 * another browser; a ready screen (preset) replaces the screen with its filter.
 */
const saved = (page: Page) => ({
  makeDefault: () => page.getByTestId('saved-filter-default'),
  preset: (id: string) => page.getByTestId(`screen-preset-${id}`),
});

test('a saved default screen comes back on the bare home page, and its link shows it to a visitor', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const home = new HomeList(page);
  const shell = new Shell(page);
  const controls = saved(page);
  await new AuthPages(page).signIn('full@demo.bondsight', DEMO_PASSWORD);
  await expect(page.getByTestId('account-email')).toHaveText('full@demo.bondsight');
  await home.open();
  const rating = await shell.label('home_list', 'col_rating', 'eng');

  // Build the screen: live corporates, best yield first, with the rating column.
  await home.filter('status').selectOption('live');
  await expect(page).toHaveURL(/status=live/);
  if (!(await home.filter('kind').isVisible())) await home.moreFilters().click();
  await home.filter('kind').selectOption('corporate');
  await expect(page).toHaveURL(/kind=corporate/);
  await home.sortButton('yield').click();
  await expect(page).toHaveURL(/sort=yield/);
  await home.columnSettings().getByRole('button').click();
  await home.column(rating).check();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/cols=name(%2C|,)[^&]*rating/);
  await expect(home.sortButton('rating')).toBeVisible();

  const name = `e2e screen ${Date.now()}`;
  await home.savedName().fill(name);
  await home.savedSave().click();
  await expect(home.savedNotice()).toHaveText(await shell.label('home_list', 'saved_saved', 'eng'));
  await controls.makeDefault().click();
  await expect(home.savedNotice()).toHaveText(
    await shell.label('screen_saved', 'default_set', 'eng'),
  );

  // The bare home page opens on the default screen: filters, order and columns.
  await home.open();
  await expect(page).toHaveURL(/kind=corporate/);
  await expect(home.filter('kind')).toHaveValue('corporate');
  await expect(home.filter('status')).toHaveValue('live');
  await expect(home.sortButton('rating')).toBeVisible();
  await expect(home.savedSelect()).toHaveValue(/\d+/);
  const link = page.url();
  expect(link).toMatch(/sort=yield/);
  const count = await home.count().getAttribute('data-total');

  // Another browser, no account: the link alone shows the same screen.
  const visitorContext = await browser.newContext();
  const visitor = new HomeList(await visitorContext.newPage());
  await visitor.page.goto(link);
  await expect(visitor.rows().first()).toBeVisible();
  await expect(visitor.filter('kind')).toHaveValue('corporate');
  await expect(visitor.filter('status')).toHaveValue('live');
  await expect(visitor.sortButton('rating')).toBeVisible();
  await expect(visitor.count()).toHaveAttribute('data-total', count ?? '');
  // The rows are the API's for the link's screen (its filter and order, page 1).
  const screen = new URL(link).searchParams;
  for (const key of ['lang', 'cols', 'page']) screen.delete(key);
  await expect(visitor.names()).toHaveText(
    (await visitor.answer(screen.toString())).items.map((b) => b.name),
  );

  // A ready screen replaces the whole screen with its filter.
  await saved(visitor.page).preset('floaters').click();
  await expect(visitor.page).toHaveURL(/couponType=floating/);
  await expect(visitor.page).not.toHaveURL(/kind=corporate/);
  await expect(saved(visitor.page).preset('floaters')).toHaveAttribute('aria-pressed', 'true');
  const floaters = await visitor.answer('couponType=floating&status=live&sort=maturity');
  expect(floaters.total, 'the demo world has live floaters').toBeGreaterThan(0);
  await expect(visitor.count()).toHaveAttribute('data-total', String(floaters.total));
  await visitorContext.close();

  // Leave the account as it was: no default, no saved screen, the default columns.
  await controls.makeDefault().click();
  await expect(home.savedNotice()).toHaveText(
    await shell.label('screen_saved', 'default_cleared', 'eng'),
  );
  await home.savedDelete().click();
  await expect(home.savedSelect().locator('option', { hasText: name })).toHaveCount(0);
  await home.columnSettings().getByRole('button').click();
  await home.column(rating).uncheck();
  await expect(home.sortButton('rating')).toHaveCount(0);
});
