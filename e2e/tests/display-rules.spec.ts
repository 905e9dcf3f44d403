import { expect, test, type Page } from '@playwright/test';
import { AuthPages } from '../page-objects/auth-pages';
import { BondPage } from '../page-objects/bond-page';
import { BondQuotes } from '../page-objects/bond-quotes';
import {
  NUMBER_PATTERNS,
  NumberCells,
  parseShown,
  type PatternLanguage,
} from '../page-objects/number-cells';
import { DEMO_PASSWORD } from '../support/browser';

/*
 * Issue 13 item 10: one formatter with the spec's display rules. Every number of the latest
 * trading table carries the decimals of spec section 9 in the interface language's format;
 * a blank is a blank (never NaN, never a yield above 2000 %, no duration above a 20 % yield);
 * a ground's indicative yield type reads Maturity or Put/Call.
 */

/** A bond and a ground whose quote rows carry an indicative yield type. */
async function bondWithYieldType(page: Page): Promise<{ bondId: number; groundId: number }> {
  const list = (await (await page.request.get('/api/bonds/?limit=100')).json()) as {
    items: { id: number }[];
  };
  for (const { id } of list.items) {
    const bond = (await (await page.request.get(`/api/bonds/${id}/`)).json()) as {
      emitent: { id: number };
      statusId: number;
    };
    const answer = (await (
      await page.request.get(`/api/bonds/mp-quotes/${id}/${bond.emitent.id}/${bond.statusId}/`)
    ).json()) as { quotes: { trading_ground_id: number; indicative_yield_type?: string | null }[] };
    const row = answer.quotes.find((r) => r.indicative_yield_type);
    if (row) return { bondId: id, groundId: row.trading_ground_id };
  }
  throw new Error('no bond with an indicative yield type among the first 100');
}

test.describe('with full access', () => {
  test.beforeEach(async ({ page }) => {
    await new AuthPages(page).signIn('full@demo.bondsight', DEMO_PASSWORD);
    await expect(page.getByTestId('account-email')).toHaveText('full@demo.bondsight');
  });

  for (const language of ['eng', 'rus', 'chn'] as PatternLanguage[]) {
    test(`the latest trading table shows the spec decimals in ${language}`, async ({ page }) => {
      const id = await new BondPage(page).exchangeBond();
      const cells = new NumberCells(page);
      await cells.bond.open(id, language);
      await expect(cells.bond.ticksTable().locator('tbody tr').first()).toBeVisible();
      const pattern = NUMBER_PATTERNS[language];
      const prices = await cells.ticksColumn('col_price', language);
      const yields = await cells.ticksColumn('col_yield', language);
      const durations = await cells.ticksColumn('col_duration', language);
      const volumes = await cells.ticksColumn('col_volume', language);
      expect(prices.some((p) => p !== '')).toBe(true);
      for (const price of prices) if (price) expect(price).toMatch(pattern(4));
      for (const value of yields) if (value) expect(value).toMatch(pattern(3));
      for (const value of durations) if (value) expect(value).toMatch(pattern(0));
      for (const value of volumes) if (value) expect(value).toMatch(pattern(0));
      for (const [index, value] of yields.entries()) {
        if (!value) continue;
        const shown = parseShown(value, language);
        // Spec section 5: no yield above 2000 %; no duration when the yield exceeds 20 %.
        expect(shown).toBeLessThanOrEqual(2000);
        if (shown > 20) expect(durations[index]).toBe('');
      }
      await expect(cells.bond.ticksTable()).not.toContainText('NaN');
    });
  }

  test('a ground row says what its yield runs to: Maturity or Put/Call, in eng and rus', async ({
    page,
  }) => {
    const { bondId, groundId } = await bondWithYieldType(page);
    const cells = new NumberCells(page);
    const quotes = new BondQuotes(page);
    for (const language of ['eng', 'rus']) {
      await cells.bond.open(bondId, language);
      await quotes.openSource(groundId);
      const allowed = [
        await cells.bond.shell.label('bond', 'yield_type_maturity', language),
        await cells.bond.shell.label('bond', 'yield_type_put_call', language),
        await cells.bond.shell.label('bond', 'yield_type_current', language),
        '',
      ];
      await expect(cells.yieldTypes().first()).toBeVisible();
      const texts = (await cells.yieldTypes().allTextContents()).map((t) => t.trim());
      expect(texts.some((t) => t !== '')).toBe(true);
      for (const text of texts) expect(allowed).toContain(text);
    }
  });
});
