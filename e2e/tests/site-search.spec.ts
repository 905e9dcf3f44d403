import { expect, test, type Page } from '@playwright/test';
import { Shell } from '../page-objects/shell';
import {
  SEARCH_TABS,
  SearchResultsPage,
  SiteSearchBox,
  suggest,
} from '../page-objects/site-search';

/** An outstanding bond with an ISIN and its issuer's name, from the public list. */
async function liveBond(page: Page) {
  const list = (await (await page.request.get('/api/bonds/?limit=100')).json()) as {
    items: {
      id: number;
      isin: string | null;
      name: string;
      emitentName: string;
      statusId: number;
    }[];
  };
  const bond = list.items.find((b) => b.statusId === 192 && b.isin && b.emitentName.length >= 4);
  if (!bond) throw new Error('no outstanding bond with an ISIN among the first 100');
  return { ...bond, isin: bond.isin! };
}

test('typing shows the five tabs with the counts the server gives; the empty state', async ({
  page,
}) => {
  const bond = await liveBond(page);
  const box = new SiteSearchBox(page);
  await page.goto('/');
  await box.search(bond.emitentName);
  await expect(box.tabs()).toHaveCount(5);
  for (const tab of SEARCH_TABS) {
    const answer = await suggest(page.request, tab, bond.emitentName);
    await expect(box.count(tab)).toHaveText(answer.counter_title);
  }
  // The issuer's bonds come first in the spec's order: the bonds tab is the active one.
  await expect(box.activeTab()).toHaveAttribute('data-tab-id', 'bonds');
  await expect(box.items().first()).toBeVisible();
  await expect(box.items().first().locator('mark').first()).toBeVisible();

  // Under 3 characters: no list, no loader.
  await box.input().fill('ab');
  await expect(box.panel()).toHaveCount(0);
  await expect(box.loader()).toHaveCount(0);

  // A term nothing matches (checked through the API first): the empty state.
  const nonsense = 'qxjzqxjz';
  for (const tab of SEARCH_TABS) {
    expect((await suggest(page.request, tab, nonsense)).items).toHaveLength(0);
  }
  await box.search(nonsense);
  const notFound = await new Shell(page).label('site_search', 'not_found', 'eng');
  await expect(box.empty()).toHaveText(notFound);
  await expect(box.tabs()).toHaveCount(0);
});

test('the remembered tab wins on the next search', async ({ page }) => {
  const bond = await liveBond(page);
  const companies = await suggest(page.request, 'companies', bond.emitentName);
  expect(companies.items.length).toBeGreaterThan(0);
  const box = new SiteSearchBox(page);
  await page.goto('/');
  await box.search(bond.emitentName);
  await expect(box.activeTab()).toHaveAttribute('data-tab-id', 'bonds');
  await box.tab('companies').click();
  await expect(box.activeTab()).toHaveAttribute('data-tab-id', 'companies');
  await expect(box.items().first()).toContainText(companies.items[0]!.name);

  // Another page, the same search: the companies tab is chosen without a click.
  await page.goto(`/bonds/${bond.id}/`);
  await box.search(bond.emitentName);
  await expect(box.activeTab()).toHaveAttribute('data-tab-id', 'companies');

  // Choosing an issuer opens the issuer page.
  await box.items().first().click();
  await expect(page).toHaveURL(new RegExp(`/company/${companies.items[0]!.id}/`));
});

test('keyboard: arrows and Enter open a bond page; Escape closes the list', async ({ page }) => {
  const bond = await liveBond(page);
  const answer = await suggest(page.request, 'bonds', bond.isin);
  // An ISIN is a prefix match of exactly one bond: it comes first.
  expect(answer.items[0]!.id).toBe(bond.id);
  const box = new SiteSearchBox(page);
  await page.goto('/');
  await box.search(bond.isin);
  await box.input().press('Escape');
  await expect(box.panel()).toHaveCount(0);
  await box.input().press('ArrowDown');
  await expect(box.panel()).toBeVisible();
  await box.input().press('ArrowDown');
  await expect(box.items().first()).toHaveAttribute('aria-selected', 'true');
  await box.input().press('Enter');
  await expect(page).toHaveURL(new RegExp(`/bonds/${bond.id}/`));
  await expect(page.getByTestId('bond-name')).toBeVisible();
  await expect(box.panel()).toHaveCount(0);
});

test('a click outside closes the list; see all results opens the paged results page', async ({
  page,
}) => {
  const bond = await liveBond(page);
  const box = new SiteSearchBox(page);
  await page.goto('/');
  await box.search(bond.emitentName);
  await page.locator('main').click({ position: { x: 5, y: 5 } });
  await expect(box.panel()).toHaveCount(0);

  await box.input().focus();
  await expect(box.panel()).toBeVisible();
  await box.seeAll().click();
  await expect(page).toHaveURL(/\/search\/\?.*type=bonds/);
  const results = new SearchResultsPage(page);
  await expect(results.items().first()).toBeVisible();
  const all = (await (
    await page.request.get(`/api/search/bonds/?q=${encodeURIComponent(bond.emitentName)}`)
  ).json()) as { total: number; items: { id: number }[] };
  await expect(results.items()).toHaveCount(all.items.length);
  if (all.total > 30) {
    await results.pagerPage(2).click();
    await expect(page).toHaveURL(/page=2/);
  }
  await results.tab('companies').click();
  await expect(page).toHaveURL(/type=companies/);
  await expect(results.items().first()).toBeVisible();
});

test('at 680 px the box is a button that opens the field', async ({ page }) => {
  await page.setViewportSize({ width: 680, height: 900 });
  const bond = await liveBond(page);
  const box = new SiteSearchBox(page);
  await page.goto('/');
  await expect(box.toggle()).toBeVisible();
  await expect(box.input()).toBeHidden();
  await box.search(bond.isin);
  await expect(box.input()).toBeVisible();
  await expect(box.items().first()).toBeVisible();
  // The panel fits the narrow page.
  const panel = await box.panel().boundingBox();
  expect(panel!.x).toBeGreaterThanOrEqual(0);
  expect(panel!.x + panel!.width).toBeLessThanOrEqual(680);
});
