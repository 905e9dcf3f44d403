import { expect, test } from '@playwright/test';
import { AuthPages } from '../page-objects/auth-pages';
import { ExcelExports } from '../page-objects/excel-exports';
import { HomeList } from '../page-objects/home-list';
import { Shell } from '../page-objects/shell';
import { DEMO_PASSWORD } from '../support/browser';

/**
 * The screen's Excel export (issue 33 item 6): full access downloads the screen it built,
 * with the columns it chose, in the table's order; a visitor is asked to sign in.
 */
test('full access exports the screen it built, with its columns, in its order', async ({
  page,
}) => {
  await new AuthPages(page).signIn('full@demo.bondsight', DEMO_PASSWORD);
  await expect(page.getByTestId('account-email')).toHaveText('full@demo.bondsight');
  const home = new HomeList(page);
  const shell = new Shell(page);
  const exports = new ExcelExports(page);
  await home.open();

  // A screen: rouble live bonds, highest yield first, with the price date shown.
  await home.filter('currency').selectOption('RUB');
  await home.filter('status').selectOption('live');
  await home.sortButton('yield').click();
  await home.sortButton('yield').click();
  await expect(page).toHaveURL(/order=desc/);
  await home.columnSettings().getByRole('button').click();
  await home.column('Price date').check();
  await expect(home.priceDates()).not.toHaveCount(0);
  await home.columnSettings().getByRole('button').click();
  const answer = await home.answer('currency=RUB&status=live&sort=yield&order=desc');
  await expect(home.count()).toHaveAttribute('data-total', String(answer.total));
  await expect(home.names()).toHaveText(answer.items.map((b) => b.name));

  const download = await exports.download(page.getByTestId('screen-export'));
  expect(download.suggestedFilename()).toBe('bond-screen.xlsx');
  const sheet = await exports.read(download);

  // The table's columns, titles and order; its rows, in its order; the whole screen.
  // A header's title without its sort mark; the remove buttons' column has none.
  const headers = (
    await home
      .table()
      .locator('thead th')
      .evaluateAll((cells) =>
        cells.map((cell) => {
          const copy = cell.cloneNode(true) as HTMLElement;
          copy.querySelector('.table-sort-mark')?.remove();
          return (copy.textContent ?? '').trim();
        }),
      )
  ).filter((title) => title !== '');
  expect(sheet.columns).toEqual(headers);
  expect(sheet.columns).toContain(await shell.label('home_list', 'col_price_date', 'eng'));
  expect(sheet.rows).toHaveLength(answer.total);
  const names = await home.names().allInnerTexts();
  expect(sheet.rows.slice(0, names.length).map((r) => r[0])).toEqual(names);
  const yieldAt = sheet.columns.indexOf(await shell.label('home_list', 'col_yield', 'eng'));
  const shown = await home.values(home.yields());
  expect(
    sheet.rows
      .slice(0, names.length)
      .map((r) => r[yieldAt])
      .filter((v) => v !== null),
  ).toEqual(shown);
  expect(shown.length).toBeGreaterThan(1);
  expect(sheet.asOf).toBeInstanceOf(Date);
});

test('a visitor is asked to sign in instead of a file', async ({ page }) => {
  const home = new HomeList(page);
  const shell = new Shell(page);
  await home.open();
  let downloaded = false;
  page.on('download', () => {
    downloaded = true;
  });
  await expect(page.getByTestId('screen-export')).toHaveCount(0);
  await expect(page.getByTestId('screen-export-csv')).toHaveCount(0);
  await page.getByTestId('screen-export-locked').click();
  const notice = page.getByTestId('screen-export-refused');
  await expect(notice).toContainText(await shell.label('errors', 'need_auth', 'eng'));
  await expect(page.getByTestId('screen-export-sign-in')).toHaveAttribute('href', '/sign-in/');
  expect(downloaded).toBe(false);
});
