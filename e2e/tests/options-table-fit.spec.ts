import { expect, test, type Locator, type Page } from '@playwright/test';
import { BondChart } from '../page-objects/bond-chart';
import { BondPage } from '../page-objects/bond-page';
import { cellsOutsideCard } from '../page-objects/table-fit';

/**
 * Issue 30 (leftovers 1 and 2): the bond page's put/call options table (and the payments above
 * it) fits the cash-flow card at 1280 px in every interface language (in Russian it scrolled
 * sideways: 1,891 px of table in a 934 px card), as "Latest trading" and "Last quotes" do; it
 * and the chart's archive table
 * scroll in the shared TableScroller (a box the keyboard reaches, arrows when it scrolls).
 */

const LANGUAGES = ['rus', 'eng', 'pol', 'ita', 'deu', 'esp', 'chn', 'ukr', 'fra', 'tur'];

interface Option {
  option_type: string | null;
  repurchased_amount: number | null;
  benchmark_spread: number | null;
}

/** The widest options a bond has: a make-whole call (spread) and a put with a buy-back. */
async function bondWithWideOptions(page: Page): Promise<number> {
  for (let offset = 0; offset < 2000; offset += 100) {
    const response = await page.request.get(`/api/bonds/?limit=100&offset=${offset}`);
    const { items } = (await response.json()) as { items: { id: number }[] };
    for (const { id } of items) {
      const flow = await page.request.get(`/api/bonds/${id}/cash-flow/`);
      if (!flow.ok()) continue;
      const { options } = (await flow.json()) as { options: Option[] };
      if (
        options.some((o) => o.option_type === 'make-whole' && o.benchmark_spread !== null) &&
        options.some((o) => o.repurchased_amount !== null)
      )
        return id;
    }
    if (items.length < 100) break;
  }
  throw new Error('no bond with a make-whole call and a bought-back put');
}

/** The scroller around a table: its box takes focus; an arrow shows when it scrolls. */
async function expectScroller(table: Locator) {
  const box = table.locator('xpath=..');
  await expect(box).toHaveClass('table-scroll-box');
  await expect(box).toHaveAttribute('tabindex', '0');
  const scroller = box.locator('xpath=..');
  const overflows = await box.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
  const right = scroller.getByTestId('table-scroll-right');
  if (overflows) await expect(right).toBeVisible();
  else await expect(right).toHaveCount(0);
}

let bondId: number;
test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  bondId = await bondWithWideOptions(page);
  await page.close();
});

async function openOptions(page: Page, language: string) {
  const bond = new BondPage(page);
  await bond.open(bondId, language);
  const block = page.getByTestId('block-cash-flow');
  await block.scrollIntoViewIfNeeded();
  const table = page.getByTestId('options-table');
  await expect(table).toBeVisible();
  await table.scrollIntoViewIfNeeded();
  return { block, table };
}

for (const language of LANGUAGES) {
  test(`the options table fits the cash-flow card at 1280 px in ${language}`, async ({ page }) => {
    const { block, table } = await openOptions(page, language);
    expect(await cellsOutsideCard(table, block)).toEqual([]);
    await expectScroller(table);
    // Every option keeps its kind, under its type.
    await expect(table.getByTestId('option-kind').first()).not.toBeEmpty();
    // The payments above it fit the card too (their status and last figures were cut).
    expect(await cellsOutsideCard(page.getByTestId('cash-flow-table'), block)).toEqual([]);
  });
}

for (const language of ['eng', 'rus', 'chn']) {
  test(`the options and archive tables scroll in the shared scroller at 680 px in ${language}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 680, height: 900 });
    const { table } = await openOptions(page, language);
    await expectScroller(table);

    const chart = new BondChart(page);
    await chart.block().scrollIntoViewIfNeeded();
    await chart.view(2).click();
    await expect(chart.archiveRows().first()).toBeVisible();
    const archive = page.getByTestId('archive-table');
    await expectScroller(archive);
    expect(await cellsOutsideCard(archive, chart.block()), language).toEqual([]);
  });
}
