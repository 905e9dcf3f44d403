import { expect, test, type Page } from '@playwright/test';
import { AuthPages } from '../page-objects/auth-pages';
import { BondChart } from '../page-objects/bond-chart';
import { BondPage } from '../page-objects/bond-page';
import {
  lineChartXLabels,
  reversedChartBars,
  stockChartXLabels,
  type LabelRow,
} from '../page-objects/canvas-ink';
import { DEMO_PASSWORD } from '../support/browser';

/** The spans drawn, in days, ending at the bond's latest data: a week to ten years. */
const SPANS = [7, 31, 92, 365, 1096, 3653];

/** The chart's dates as the pickers show them (DD.MM.YYYY), as an ISO date. */
const isoOf = (shown: string) => shown.split('.').reverse().join('-');
const daysBefore = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/** The default chart's end date: the bond's latest data (the page resets to it). */
async function latestDate(page: Page, id: number): Promise<string> {
  await page.goto(`/bonds/${id}/`);
  await new BondChart(page).expectLines(1);
  return isoOf(await page.locator('.bschart-date input').nth(1).inputValue());
}

/** The turnover bars' colour (features/bond-chart/volume-series.ts: #9fb3c8). */
const BAR_RGB = [0x9f, 0xb3, 0xc8];

/** Whole (inside the plot, not at the canvas' edge), apart, and none two labels run together. */
function expectReadable(row: LabelRow, where: string, fontSize = 15) {
  expect(row.boxes.length, `${where}: labels`).toBeGreaterThanOrEqual(2);
  const [first, last] = [row.boxes[0]!, row.boxes.at(-1)!];
  expect(first.left, `${where}: the first label is cut on the left`).toBeGreaterThanOrEqual(
    row.plot ? row.plot.left - 1 : 1,
  );
  expect(last.right, `${where}: the last label is cut on the right`).toBeLessThanOrEqual(
    row.plot ? row.plot.right + 1 : row.width - 1,
  );
  for (let i = 1; i < row.boxes.length; i++)
    expect(
      row.boxes[i]!.left - row.boxes[i - 1]!.right,
      `${where}: labels ${i} and ${i + 1} crowd`,
    ).toBeGreaterThanOrEqual(fontSize * 0.8);
  // Two labels run together read as one box twice as wide as "MM.YYYY".
  for (const box of row.boxes)
    expect(box.right - box.left, `${where}: labels touch`).toBeLessThan(fontSize * 4.5);
}

test.describe('chart axis labels and the reversed turnover chart', () => {
  test.beforeEach(async ({ page }) => {
    await new AuthPages(page).signIn('full@demo.bondsight', DEMO_PASSWORD);
    await expect(page.getByTestId('account-email')).toHaveText('full@demo.bondsight');
  });

  for (const width of [1280, 680])
    test(`x labels are whole and apart for every period at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 1000 });
      const id = await new BondPage(page).exchangeBond();
      const chart = new BondChart(page);
      const end = await latestDate(page, id);
      // The default (three months to the latest data), then dates from a week to ten years:
      // the preset tabs' spans and more (a tab ends today, where the bond may have no data).
      const periods = [
        'period=3m',
        ...SPANS.map((days) => `period=arbitrary&from=${daysBefore(end, days)}&to=${end}`),
      ];
      for (const period of periods) {
        await page.goto(period === 'period=3m' ? `/bonds/${id}/` : `/bonds/${id}/?${period}`);
        await chart.expectLines(1);
        await chart.canvas().scrollIntoViewIfNeeded();
        // The lines draw in over a second (spec); the labels are there from the start.
        await expect
          .poll(async () => (await lineChartXLabels(chart.canvas())).boxes.length)
          .toBeGreaterThanOrEqual(2);
        expectReadable(await lineChartXLabels(chart.canvas()), `${period} at ${width} px`);
      }
    });

  test("the extended chart's last x label is whole", async ({ page }) => {
    const id = await new BondPage(page).exchangeBond();
    const chart = new BondChart(page);
    // 944 px: klinecharts put a date on the pane's left edge there, cut in half.
    for (const width of [1280, 944, 680]) {
      await page.setViewportSize({ width, height: 1000 });
      await page.goto(`/bonds/${id}/?view=1`);
      const canvas = page.getByTestId('stock-chart-canvas');
      await expect(chart.stockChart()).toBeVisible();
      await expect
        .poll(async () => (await stockChartXLabels(canvas)).boxes.length)
        .toBeGreaterThanOrEqual(2);
      const row = await stockChartXLabels(canvas);
      expect(row.boxes.at(-1)!.right, `at ${width} px`).toBeLessThanOrEqual(row.width - 1);
      expect(row.boxes[0]!.left, `at ${width} px`).toBeGreaterThanOrEqual(1);
    }
  });

  test("the price chart has the days' turnover hanging under it, dated without a time", async ({
    page,
  }) => {
    const id = await new BondPage(page).exchangeBond();
    const chart = new BondChart(page);
    await page.goto(`/bonds/${id}/`);
    await chart.expectLines(1);
    await expect(chart.canvas()).toHaveAttribute('data-bars', '1');
    await chart.canvas().scrollIntoViewIfNeeded();
    // Drawn under the price chart: its own line below the main one, the bars beneath it.
    await expect
      .poll(async () => (await reversedChartBars(chart.canvas(), BAR_RGB)).rows.some((n) => n > 0))
      .toBe(true);
    const bars = await reversedChartBars(chart.canvas(), BAR_RGB);
    expect(bars.lowerAxis).toBeGreaterThan(bars.mainAxis + 20);
    // Reversed: every day's bar starts at the top line, so the top rows hold the most bar.
    const top = bars.rows.slice(0, 5).reduce((a, b) => Math.max(a, b), 0);
    const bottom = bars.rows.slice(-40).reduce((a, b) => Math.max(a, b), 0);
    expect(top).toBeGreaterThan(bottom);

    // The tooltip names the day's turnover in its unit, and the day without an invented time.
    const box = (await chart.canvas().boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height - 100);
    const tip = page.locator('.bschart-tip-date');
    await expect(tip).toHaveText(/^\d\d\.\d\d\.\d{4}$/);
    await expect(tip.locator('xpath=..')).toContainText(/Volume, bonds: [\d,]+ bonds/);

    // The yield tab has no turnover: no reversed chart.
    await page.goto(`/bonds/${id}/?chart=yield`);
    await chart.expectLines(1);
    await expect(chart.canvas()).toHaveAttribute('data-bars', '0');
  });
});
