import { expect, test } from '@playwright/test';
import { BondExtras } from '../page-objects/bond-extras';

interface IssuerItemsPage {
  total: number;
  items: { id: number; name: string }[];
}

test.beforeEach(async ({ page }) => {
  await new BondExtras(page).quietBanners();
});

test('the "..." list names every extra block of the showcase bond and scrolls to one', async ({
  page,
}) => {
  const extras = new BondExtras(page);
  const id = await extras.showcaseId();
  const blocks = await extras.blocksOf(id);
  await extras.bond.open(id);
  await extras.reveal();

  // Every block the answer lists has its card; the list behind '...' links to each.
  for (const block of blocks) await expect(extras.card(block)).toHaveCount(1);
  await extras.menuToggle().click();
  await expect(extras.menuToggle()).toHaveAttribute('aria-expanded', 'true');
  await expect(extras.menu().getByRole('link')).toHaveCount(blocks.length);

  // The last block is far below: the link brings it into view.
  const last = blocks[blocks.length - 1]!;
  await expect(extras.section(last)).not.toBeInViewport();
  await extras.menuLink(last).click();
  await expect(extras.section(last)).toBeInViewport();
  await expect(page).toHaveURL(new RegExp(`#block-extra-${last}$`));

  // A visitor sees the holders' block locked, with how many there are.
  await expect(extras.card('holders').getByTestId('holders-locked')).toBeVisible();
});

test('the issuer’s latest issues page on to page 2', async ({ page }) => {
  const extras = new BondExtras(page);
  // The Russian Ministry of Finance has dozens of OFZ: more than one page of 10.
  const id = await extras.bond.idOf('SU26230RMFS1');
  const pageOf = async (n: number) =>
    (await (
      await page.request.get(`/api/bonds/${id}/issuer-items/?page=${n}`)
    ).json()) as IssuerItemsPage;
  const [first, second] = [await pageOf(1), await pageOf(2)];
  expect(first.total).toBeGreaterThan(10);

  await extras.bond.open(id);
  await extras.reveal();
  await extras.menuToggle().click();
  await extras.menuLink('issuer-items').click();
  await expect(extras.issuerItems()).toBeInViewport();
  const names = extras.issuerItemRows().locator('td:first-child');
  await expect(names).toHaveText(first.items.map((i) => i.name));

  await extras
    .issuerItems()
    .getByRole('button', { name: await extras.bond.shell.label('common', 'page_next', 'eng') })
    .click();
  await expect(extras.issuerItems()).toHaveAttribute('data-page', '2');
  await expect(names).toHaveText(second.items.map((i) => i.name));
});
