import { expect, test, type Page } from '@playwright/test';
import { AuthPages } from '../page-objects/auth-pages';
import { BondChart } from '../page-objects/bond-chart';
import { BondPage } from '../page-objects/bond-page';
import { DEMO_PASSWORD } from '../support/browser';

/**
 * Issue 29 points 5 and 6 on the bond chart: the change mode measures a G-spread in basis
 * points (never the percent change of a spread near zero) with index levels on their own axis,
 * and a bond whose latest value is over 7 days old says so on the chart and its archive.
 * Bonds are found by property through the public API, not by number.
 */

type Summary = {
  id: number;
  statusId: number;
  tradingGrounds: { id: number }[];
  latestQuote: { stale: boolean; ageDays: number } | null;
};

async function summaries(page: Page, offset: number): Promise<Summary[]> {
  const list = (await (
    await page.request.get(`/api/bonds/?limit=100&offset=${offset}`)
  ).json()) as {
    items: { id: number }[];
  };
  return Promise.all(
    list.items.map(
      async ({ id }) => (await (await page.request.get(`/api/bonds/${id}/`)).json()) as Summary,
    ),
  );
}

/** Fresh outstanding bonds on the exchange ground (1) with G-spread values in the period. */
async function spreadBonds(page: Page, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (const bond of await summaries(page, 0)) {
    if (bond.statusId !== 192 || bond.tradingGrounds[0]?.id !== 1 || bond.latestQuote?.stale)
      continue;
    const answer = await page.request.post('/api/chart/get_tradings/', {
      data: {
        items: [{ id: bond.id, tgId: 1, model: 'bonds' }],
        startDate: new Date(Date.now() - 90 * 86_400_000).toISOString().slice(0, 10),
        endDate: new Date().toISOString().slice(0, 10),
        chartType: 'g_spread',
        userChangePeriod: 1,
        getChartIteration: 0,
      },
    });
    const ticks = (await answer.json()) as { g_spread?: number | null }[];
    if (Array.isArray(ticks) && ticks.filter((t) => t.g_spread != null).length > 20)
      ids.push(bond.id);
    if (ids.length === count) return ids;
  }
  throw new Error(`fewer than ${count} fresh exchange bonds with a G-spread among the first 100`);
}

/** An outstanding traded bond whose latest quote the summary already calls stale. */
async function staleBond(page: Page): Promise<number> {
  for (const offset of [0, 100, 200]) {
    const found = (await summaries(page, offset)).find(
      (b) => b.latestQuote?.stale && b.tradingGrounds.length > 0 && b.statusId === 192,
    );
    if (found) return found.id;
  }
  throw new Error('no outstanding charted bond with a stale latest quote among the first 300');
}

test.describe('with full access', () => {
  test.beforeEach(async ({ page }) => {
    await new AuthPages(page).signIn('full@demo.bondsight', DEMO_PASSWORD);
    await expect(page.getByTestId('account-email')).toHaveText('full@demo.bondsight');
  });

  test('the G-spread change mode is in basis points, the index in percent on its own axis', async ({
    page,
  }) => {
    const [id, other] = await spreadBonds(page, 2);
    const bond = new BondPage(page);
    const chart = new BondChart(page);
    const label = (key: string) => bond.shell.label('bond-chart', key, 'eng');

    // Absolute: the bonds' G-spreads in bp on the left, the index's level in points on the right.
    await page.goto(`/bonds/${id}/?chart=g_spread&cmp=b${other}-1,i1`);
    await chart.expectLines(3);
    await expect(chart.canvas()).toHaveAttribute(
      'data-axes',
      `${await label('measure_g_spread')} | ${await label('axis_points')}`,
    );

    // Change: bp from the common start for the spreads, percent for the index.
    await page.getByTestId('value-mode-2').click();
    await expect(page).toHaveURL(/mode=2/);
    await expect(page.getByTestId('value-mode-2')).toHaveText(await label('mode_normalised'));
    await expect(chart.canvas()).toHaveAttribute(
      'data-axes',
      `${await label('axis_change_bp')} | ${await label('axis_change_percent')}`,
    );
    // The tooltip says the unit of each line: bp for the bonds, % for the index.
    // Mouse moves land only inside the viewport: bring the canvas into it first.
    await chart.canvas().scrollIntoViewIfNeeded();
    const box = (await chart.canvas().boundingBox())!;
    const tip = chart.block().locator('.bschart-tip-date').locator('..');
    let step = 0;
    await expect(async () => {
      step += 1;
      await page.mouse.move(box.x + box.width * (0.5 + step * 0.03), box.y + box.height * 0.4);
      await expect(tip).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    const text = (await tip.innerText()).replace(/\s+/g, ' ');
    const bp = await label('measure_g_spread');
    expect(text).toMatch(new RegExp(`[+-]?[\\d.,]+ ${bp}`));
    expect(text).toMatch(/[+-]?[\d.,]+ %/);
    expect(text).not.toContain(await label('measure_price'));
  });
});

test('a bond whose latest value is over 7 days old says so on the chart and the archive', async ({
  page,
}) => {
  const id = await staleBond(page);
  const bond = new BondPage(page);
  const chart = new BondChart(page);
  await bond.open(id);
  await chart.expectLines(1);
  const freshness = chart.block().getByTestId('chart-freshness');
  await expect(freshness).toBeVisible();
  await expect(freshness.getByTestId('stale-mark')).toBeVisible();
  await expect(freshness.locator('li')).toHaveAttribute('data-line', new RegExp(`^b${id}-\\d+$`));

  // The archive view (its newest row is that stale quote) says it too.
  await chart.view(2).click();
  await expect(chart.archiveRows().first()).toBeVisible();
  await expect(
    chart.block().getByTestId('chart-archive').getByTestId('stale-mark').first(),
  ).toBeVisible();
});
