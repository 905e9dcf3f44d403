import { expect, test } from '@playwright/test';
import { AuthPages } from '../page-objects/auth-pages';
import { BondPage } from '../page-objects/bond-page';

test("a visitor's visits of a bond page count once a day, and the page shows the bond's views", async ({
  page,
}) => {
  // Issue 31: a view counts once a visitor, bond and day (a visitor's 100 calls raised a count
  // 0 -> 100). Every journey comes from one address: a new account is a visitor of its own.
  await new AuthPages(page).signUpAndConfirm(
    `e2e-views-${Date.now()}@example.com`,
    'a long enough password',
  );
  const bond = new BondPage(page);
  const bondId = 3;
  const read = async () =>
    ((await (await page.request.get(`/api/bonds/${bondId}/views/`)).json()) as { total: number })
      .total;
  const before = await read();

  await bond.open(bondId);
  const views = page.getByTestId('bond-views');
  await expect(views).toHaveAttribute('data-total', String(before + 1));
  await expect(views).toContainText(new Intl.NumberFormat('en').format(before + 1));

  // The same visitor again today: the count stays.
  await page.reload();
  await expect(views).toHaveAttribute('data-total', String(before + 1));
  expect(await read()).toBe(before + 1);
});
