import { expect, test } from '@playwright/test';
import { AuthPages } from '../page-objects/auth-pages';
import { BondChart } from '../page-objects/bond-chart';
import { HomeList } from '../page-objects/home-list';
import { DEMO_PASSWORD } from '../support/browser';

/** The screener list's second table: group rows, removed rows, checked bonds and their actions. */
test('a visitor groups the screen by issuer, collapses a group, removes a row and brings it back; Compare asks to sign in', async ({
  page,
}) => {
  const home = new HomeList(page);
  await home.open();
  const table = home.table();

  // Group by issuer: the server orders by issuer, the table heads each run with its count.
  await page.getByTestId('screen-table-group').selectOption('issuer');
  await expect(page).toHaveURL(/group=issuer/);
  const answer = await home.answer('group=issuer');
  const groups = table.getByTestId('typed-table-group');
  await expect(groups.first()).toBeVisible();
  const firstIssuer = answer.items[0]!;
  const inFirst = answer.items.filter(
    (b) =>
      (b as { emitentId?: number }).emitentId === (firstIssuer as { emitentId?: number }).emitentId,
  ).length;
  await expect(groups.first().getByTestId('typed-table-group-count')).toHaveText(`(${inFirst})`);
  await expect(home.names()).toHaveText(answer.items.map((b) => b.name));
  // Row numbers run through the page.
  await expect(table.getByTestId('typed-table-number').first()).toHaveText('1.');

  // Collapse the first group: its rows leave, the rest stay.
  await groups.first().getByTestId('typed-table-group-toggle').click();
  await expect(home.rows()).toHaveCount(answer.items.length - inFirst);
  await groups.first().getByTestId('typed-table-group-toggle').click();
  await expect(home.rows()).toHaveCount(answer.items.length);

  // Remove the second row: it disappears; "show hidden rows (1)" brings it back.
  const second = home.rows().nth(1);
  const key = await second.getAttribute('data-key');
  await second.getByTestId('typed-table-remove').click();
  await expect(table.locator(`[data-testid="typed-table-row"][data-key="${key}"]`)).toHaveCount(0);
  await expect(home.rows()).toHaveCount(answer.items.length - 1);
  const toggle = table.getByTestId('typed-table-hidden-rows');
  await expect(toggle).toHaveText(/\(1\)$/);
  await toggle.click();
  await expect(table.locator(`[data-testid="typed-table-row"][data-key="${key}"]`)).toHaveAttribute(
    'data-hidden',
    'true',
  );

  // A visitor checking bonds and pressing Compare is asked to sign in.
  await home.rows().nth(0).getByTestId('typed-table-check').check();
  await home.rows().nth(2).getByTestId('typed-table-check').check();
  await page.getByTestId('screen-compare').click();
  const gate = page.getByTestId('screen-checked-gate');
  await expect(gate).toHaveAttribute('data-decision', 'need_auth');
  await expect(gate.getByTestId('screen-checked-sign-in')).toBeVisible();
});

test('with full access, three checked bonds open the first one’s chart with the two others compared', async ({
  page,
}) => {
  // The chart draws three lines after the page loads: more than the default 30 s on a busy machine.
  test.setTimeout(60_000);
  await new AuthPages(page).signIn('full@demo.bondsight', DEMO_PASSWORD);
  await expect(page.getByTestId('account-email')).toHaveText('full@demo.bondsight');
  const home = new HomeList(page);
  // Priced bonds only: each has a yield line to draw.
  await home.open('yieldMin=0&sort=liquidity&order=desc');
  const ids: string[] = [];
  for (const at of [0, 1, 2]) {
    const row = home.rows().nth(at);
    ids.push((await row.getAttribute('data-key'))!);
    await row.getByTestId('typed-table-check').check();
  }
  await expect(page.getByTestId('screen-checked')).toHaveAttribute('data-count', '3');
  // Checked bonds stay while the order changes within the screen.
  await home.sortButton('yield').click();
  await expect(page.getByTestId('screen-checked')).toHaveAttribute('data-count', '3');

  await page.getByTestId('screen-compare').click();
  await expect(page).toHaveURL(new RegExp(`/bonds/${ids[0]}/\\?`));
  const cmp = new URL(page.url()).searchParams.get('cmp') ?? '';
  expect(cmp.split(',').map((item) => item.replace(/-\d+$/, ''))).toEqual([
    `b${ids[1]}`,
    `b${ids[2]}`,
  ]);
  expect(new URL(page.url()).searchParams.get('chart')).toBe('yield');
  const chart = new BondChart(page);
  await expect(chart.tab('yield')).toHaveAttribute('aria-selected', 'true');
  await chart.expectLines(3);
});

test('a screen on one trading ground lists the bonds priced there with their numbers on it', async ({
  page,
}) => {
  const home = new HomeList(page);
  await home.open('sort=yield&order=desc');
  const facets = (await (await page.request.get('/api/bonds/filters/?lang=eng')).json()) as {
    grounds: { id: number; name: string; count: number }[];
  };
  // Not the ground most bonds are priced on: one where the numbers are a second ground's.
  const ground = facets.grounds[1]!;
  if (!(await home.field('ground').isVisible())) await home.moreFilters().click();
  await expect(home.field('ground').locator('option', { hasText: ground.name })).toHaveCount(1);
  await home.field('ground').selectOption(String(ground.id));
  await expect(page).toHaveURL(new RegExp(`ground=${ground.id}`));
  const answer = await home.answer(`ground=${ground.id}&sort=yield&order=desc`);
  expect(answer.total).toBe(ground.count);
  await expect(home.count()).toHaveAttribute('data-total', String(answer.total));
  await expect(home.names()).toHaveText(answer.items.map((b) => b.name));
  expect(await home.values(home.yields())).toEqual(
    answer.items.flatMap((b) => (b.yield === null ? [] : [b.yield])),
  );
});
