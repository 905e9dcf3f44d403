import { expect, test, type Page } from '@playwright/test';
import { PagerObject } from '../page-objects/pager';
import { Shell } from '../page-objects/shell';

const LIMIT = 30;

interface BondListAnswer {
  total: number;
  items: { name: string }[];
}

async function bondPage(page: Page, number: number): Promise<BondListAnswer> {
  const offset = (number - 1) * LIMIT;
  const response = await page.request.get(`/api/bonds/?limit=${LIMIT}&offset=${offset}`);
  return (await response.json()) as BondListAnswer;
}

test('the bond list pager shows a page window and reaches the last page in one click', async ({
  page,
}) => {
  const first = await bondPage(page, 1);
  const last = Math.floor((first.total - 1) / LIMIT) + 1;
  expect(last, 'the seeded world has more than one page of bonds').toBeGreaterThan(1);

  await page.goto('/?lang=eng');
  const list = page.getByTestId('bond-list');
  const pager = new PagerObject(page.locator('section', { has: list }));
  const names = list.getByTestId('bond-list-link');
  await expect(names).toHaveText(first.items.map((b) => b.name));
  await expect(pager.current()).toHaveText('1');

  // Scrolling down to the pager brings up the registration banner (eng visitor): close it.
  const shell = new Shell(page);
  await pager.root().scrollIntoViewIfNeeded();
  await shell
    .registrationBanner()
    .waitFor({ state: 'visible', timeout: 5_000 })
    .then(
      () => shell.closeRegistrationBanner(),
      () => undefined,
    );

  // The last page is one click away, however long the list.
  await pager.page(last).click();
  await expect(pager.current()).toHaveText(String(last));
  await expect(names).toHaveText((await bondPage(page, last)).items.map((b) => b.name));

  // Previous steps back one page; the window then shows the two pages either side.
  if (last >= 4) {
    await pager
      .root()
      .getByRole('button', { name: await shell.label('common', 'page_prev', 'eng') })
      .click();
    await expect(pager.current()).toHaveText(String(last - 1));
    await expect(pager.page(last - 3)).toHaveCount(1);
    await expect(names).toHaveText((await bondPage(page, last - 1)).items.map((b) => b.name));
  }
  if (last > 7) await expect(pager.gaps()).toHaveCount(1);
});
