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

interface ListPage {
  items: { id: number; bondKind: string; emitentName: string; statusId: number }[];
}

test('OFZ 26230 has government peers, and the hint says what similar means', async ({ page }) => {
  const bond = new BondPage(page);
  const id = await bond.idOf('SU26230RMFS1');
  const similar = (await (
    await page.request.get(`/api/bonds/${id}/similar-items/`)
  ).json()) as SimilarPage & { items: { emitent: { name: string } }[] };
  expect(similar.total).toBeGreaterThan(0);
  // Which peers are government bonds: the live sovereign and municipal bonds, by the list API.
  const government = new Set<number>();
  for (const kind of ['sovereign', 'municipal']) {
    for (let offset = 0; ; offset += 100) {
      const list = (await (
        await page.request.get(`/api/bonds/?kind=${kind}&limit=100&offset=${offset}`)
      ).json()) as ListPage;
      for (const item of list.items) government.add(item.id);
      if (list.items.length < 100) break;
    }
  }
  expect(government.has(similar.items[0]!.id)).toBe(true);

  await bond.open(id);
  const block = bond.similarBonds();
  await block.scrollIntoViewIfNeeded();
  await expect(block).toBeVisible();
  const names = block.locator('tbody tr td:first-child');
  await expect(names).toHaveText(similar.items.map((i) => i.name));
  // The first peer is another OFZ: the same issuer, a government one.
  const ofz = (await (await page.request.get(`/api/bonds/${id}/`)).json()) as {
    emitent: { name: string };
  };
  expect(similar.items[0]!.emitent.name).toBe(ofz.emitent.name);
  await expect(names.first()).toHaveText(/^OFZ /);
  // The hint says how the list is chosen (the rule's weights, from the contracts).
  const hint = (await bond.shell.label('bond_freshness', 'hint_similar', 'eng'))
    .replace('{{government}}', '4')
    .replace('{{coupon}}', '3');
  await expect(block.getByTestId('hint')).toContainText(hint.slice(0, hint.indexOf('{{')));
});
