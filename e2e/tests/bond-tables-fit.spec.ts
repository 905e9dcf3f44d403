import { expect, test } from '@playwright/test';
import { BondPage } from '../page-objects/bond-page';
import { BondQuotes } from '../page-objects/bond-quotes';
import { cellsOutsideCard } from '../page-objects/table-fit';

/**
 * Issue 30: at 1280 px the bond page's "Latest trading" and "Last quotes" tables fit their
 * cards in English, Russian and Chinese (the Volume column was cut, in Russian the Duration
 * digits too): no cell stands outside its card, in any source's three tables.
 */
for (const language of ['eng', 'rus', 'chn']) {
  test(`latest trading and last quotes fit their cards at 1280 px in ${language}`, async ({
    page,
  }) => {
    const bond = new BondPage(page);
    const quotes = new BondQuotes(page);
    await bond.open(await bond.idOf('SU26230RMFS1'), language);
    await expect(bond.ticksTable()).toBeVisible();
    expect(await cellsOutsideCard(bond.ticksTable(), page.getByTestId('latest-trading'))).toEqual(
      [],
    );

    await page.locator('#block-quotes').scrollIntoViewIfNeeded();
    const sources = quotes.block().getByTestId('quotes-tab');
    await expect(sources.first()).toBeVisible();
    for (const source of await sources.all()) {
      await source.click();
      for (const table of ['last', 'today', 'end_of_day']) {
        await quotes.panel().getByTestId(`quotes-table-tab-${table}`).click();
        const rows = quotes.panel().getByTestId(`quotes-table-${table}`);
        const empty = quotes.panel().getByTestId('quotes-table-empty');
        await expect(rows.or(empty)).toBeVisible();
        if (await empty.isVisible()) continue;
        const where = `${await source.innerText()} / ${table}`;
        expect(await cellsOutsideCard(rows, quotes.block()), where).toEqual([]);
      }
    }
  });
}
