import { expect, test } from '@playwright/test';
import { BondPage } from '../page-objects/bond-page';

interface SimilarPage {
  total: number;
  items: { id: number; name: string }[];
}

test('a visitor pages through similar bonds and follows one', async ({ page }) => {
  const bond = new BondPage(page);
  const id = await bond.idWithManySimilar();
  const pageOf = async (bondId: number, n = 1) =>
    (await (
      await page.request.get(`/api/bonds/${bondId}/similar-items/?page=${n}`)
    ).json()) as SimilarPage;
  const [first, second] = [await pageOf(id, 1), await pageOf(id, 2)];
  await bond.open(id);

  const block = bond.similarBonds();
  const names = block.locator('tbody tr td:first-child');
  await expect(names).toHaveText(first.items.map((i) => i.name));
  await expect(block).toContainText(
    (await bond.shell.label('common', 'total_count', 'eng')).replace(
      '{{count}}',
      String(first.total),
    ),
  );

  // Scrolling down to the list brings up the registration banner (eng visitor, past 60 %):
  // the visitor closes it first, as it covers the pager.
  await block.scrollIntoViewIfNeeded();
  await expect(bond.shell.registrationBanner()).toBeVisible();
  await bond.shell.closeRegistrationBanner();
  await block
    .getByRole('button', { name: await bond.shell.label('common', 'page_next', 'eng') })
    .click();
  await expect(names).toHaveText(second.items.map((i) => i.name));

  const target = second.items[0]!;
  await block.getByRole('link', { name: target.name, exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`/bonds/${target.id}/$`));
  await expect(bond.name()).toHaveText(target.name);
  // The followed bond's own list starts again on its first page.
  const own = await pageOf(target.id);
  if (own.total > 0) await expect(names).toHaveText(own.items.map((i) => i.name));
  else await expect(block).toHaveCount(0);
});
