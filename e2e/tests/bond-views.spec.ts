import { expect, test } from '@playwright/test';
import { BondPage } from '../page-objects/bond-page';

test("each visit of a bond page counts once, and the page shows the bond's views", async ({
  page,
}) => {
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

  await page.reload();
  await expect(views).toHaveAttribute('data-total', String(before + 2));
  expect(await read()).toBe(before + 2);
});
