import { expect, test } from '@playwright/test';
import { AuthPages } from '../page-objects/auth-pages';
import { BondChart } from '../page-objects/bond-chart';
import { BondPage } from '../page-objects/bond-page';
import { DEMO_PASSWORD } from '../support/browser';

test('a visitor sees the shape of the chart, its tabs and views, and the start-after-end message', async ({
  page,
}) => {
  const [id] = await new BondPage(page).exchangeBonds(1);
  const bond = new BondPage(page);
  const chart = new BondChart(page);
  await bond.open(id!);
  await chart.expectLines(1);
  await expect(chart.tab('price')).toHaveAttribute('aria-selected', 'true');
  await chart.tab('yield').click();
  await expect(page).toHaveURL(/chart=yield/);
  await chart.expectLines(1);

  // Dates chosen the wrong way round: the chart says so instead of drawing (no old line).
  await page.goto(`/bonds/${id}/?period=arbitrary&from=2026-09-10&to=2026-09-01`);
  const message = await bond.shell.label('errors', 'graph_period_start_incorrect', 'eng');
  await expect(chart.canvas()).toHaveAttribute('data-message', message);
  await expect(chart.canvas()).toHaveAttribute('data-lines', '0');

  // The extended chart has no data for visitors; the archive masks the history's values.
  await page.goto(`/bonds/${id}/?view=1`);
  await expect(page.getByTestId('extended-sign-in')).toBeVisible();
  await chart.view(2).click();
  await expect(chart.archiveRows().first()).toBeVisible();
  await expect(chart.archiveRows().first().getByTestId('masked-value').first()).toBeVisible();
});

test.describe('with full access', () => {
  test.beforeEach(async ({ page }) => {
    await new AuthPages(page).signIn('full@demo.bondsight', DEMO_PASSWORD);
    await expect(page.getByTestId('account-email')).toHaveText('full@demo.bondsight');
  });

  test('compares bonds and indexes, normalised, with a spread line, and a copied link reopens it', async ({
    page,
    context,
  }) => {
    const [id, ...others] = await new BondPage(page).exchangeBonds(5);
    const chart = new BondChart(page);
    await new BondPage(page).open(id!);
    await chart.expectLines(1);

    // One bond and one index through the comparison search.
    await chart.addFromSearch('OFZ', 'bonds', id);
    await chart.expectLines(2);
    await chart.addFromSearch('Bondsight', 'indexes');
    await chart.expectLines(3);
    await expect(page).toHaveURL(/cmp=b\d+-\d+%2Ci\d+|cmp=b\d+-\d+,i\d+/);

    // Two more bonds and a second index from a link: 3 bonds and 2 indexes besides the page's.
    const cmp = new URL(page.url()).searchParams.get('cmp')!;
    const [second, third] = others.filter((other) => !cmp.includes(`b${other}-`));
    const index = cmp.match(/i(\d+)/)![1] === '1' ? 2 : 1;
    await page.goto(`/bonds/${id}/?cmp=${cmp},b${second}-1,b${third}-1,i${index}&mode=2`);
    await chart.expectLines(6);
    await expect(page.getByTestId('value-mode-2')).toHaveAttribute('aria-pressed', 'true');

    // Two lines: the spread between them can be drawn.
    await page.goto(`/bonds/${id}/?cmp=b${second}-1`);
    await chart.expectLines(2);
    await page.getByTestId('spread-toggle').check();
    await chart.expectLines(3);

    // The link, opened anew, shows the same comparison.
    const copied = page.url();
    expect(copied).toContain('spread=1');
    const other = await context.newPage();
    await other.goto(copied);
    await new BondChart(other).expectLines(3);
    await expect(other.getByTestId('spread-toggle')).toBeChecked();
  });

  test('an eleventh index is refused with the spec alert', async ({ page }) => {
    const [id] = await new BondPage(page).exchangeBonds(1);
    const ten = Array.from({ length: 10 }, (_, i) => `i${i + 1}`).join(',');
    const eleventh = (await (await page.request.get('/api/indexes/11/')).json()) as {
      name: string;
    };
    const chart = new BondChart(page);
    await page.goto(`/bonds/${id}/?cmp=${ten}`);
    await chart.expectLines(11);
    await page.getByTestId('compare-open').click();
    await page.getByTestId('compare-search').fill(eleventh.name);
    await page.getByTestId('compare-tab-indexes').click();
    await page.locator('[data-testid="compare-result"][data-id="11"]').click();
    await page.getByTestId('compare-add').click();
    await expect(page.getByTestId('compare-alert')).toHaveText(
      await new BondPage(page).shell.label('errors', 'compare_max_index_count_alert', 'eng'),
    );
    await chart.expectLines(11);
  });

  test('draws a trend line on the extended chart', async ({ page }) => {
    const [id] = await new BondPage(page).exchangeBonds(1);
    const chart = new BondChart(page);
    await page.goto(`/bonds/${id}/?view=1`);
    const canvas = page.getByTestId('stock-chart-canvas');
    await expect(chart.stockChart()).toHaveAttribute('data-state', 'ready');
    await page.getByTestId('stock-chart-tool-segment').click();
    // Mouse clicks land only inside the viewport: bring the whole canvas into it.
    await canvas.scrollIntoViewIfNeeded();
    const box = (await canvas.boundingBox())!;
    await page.mouse.click(box.x + box.width * 0.3, box.y + box.height * 0.4);
    await page.mouse.move(box.x + box.width * 0.6, box.y + box.height * 0.3);
    // klinecharts ignores a second click within 500 ms of the first.
    await page.waitForTimeout(700);
    await page.mouse.click(box.x + box.width * 0.6, box.y + box.height * 0.3);
    await expect(chart.stockChart()).toHaveAttribute('data-drawings', '1');
  });
});
