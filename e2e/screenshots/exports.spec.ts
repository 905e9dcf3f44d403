import { expect, test } from '@playwright/test';
import { AuthPages } from '../page-objects/auth-pages';
import { BondPage } from '../page-objects/bond-page';
import { firstPagePng, PageExport } from '../page-objects/page-export';
import { DEMO_PASSWORD } from '../support/browser';

/**
 * The exports as a person meets them (issue 18): the bond page's PDF dialog (every block of
 * the page, issue 30) and its progress while printing, the copy notice,
 * the printed PDF's first page, and the watchlist's Excel buttons, at 1280 and 680 px in eng,
 * rus and chn, as level 1077; the locked buttons as a signed-in user.
 */
const WIDTHS = [1280, 680];
const LANGUAGES = ['eng', 'rus', 'chn'];
const SHOWCASE_BOND = 81;
const OUT = 'screenshots/out';

test.describe('level 1077', () => {
  test.beforeEach(async ({ page }) => {
    await new AuthPages(page).signIn('full@demo.bondsight', DEMO_PASSWORD);
    await expect(page.getByTestId('account-email')).toHaveText('full@demo.bondsight');
  });

  for (const width of WIDTHS) {
    for (const language of LANGUAGES) {
      test(`page PDF dialog and copy notice ${language} ${width}px`, async ({ page, context }) => {
        await context.grantPermissions(['clipboard-read', 'clipboard-write']);
        await page.setViewportSize({ width, height: 1000 });
        const pdf = new PageExport(page);
        await new BondPage(page).open(SHOWCASE_BOND, language);
        await pdf.copyButton().click();
        await expect(pdf.copyNotice()).toBeVisible();
        await page.locator('.page-header').screenshot({
          path: `${OUT}/copy-notice-${language}-${width}.png`,
        });
        await pdf.openDialog();
        // Every block of the page (issue 30): the extra blocks and similar bonds load and join.
        await expect(pdf.blockBox('similar')).toBeVisible({ timeout: 30_000 });
        await expect(pdf.finding()).toBeHidden({ timeout: 30_000 });
        await page.screenshot({ path: `${OUT}/pdf-dialog-${language}-${width}.png` });
        // The progress while the server prints (the request held here until cancelled).
        let release!: () => void;
        const held = new Promise<void>((resolve) => (release = resolve));
        await page.route('**/page.pdf*', async (route) => {
          await held;
          await route.continue().catch(() => undefined);
        });
        await page.getByTestId('page-pdf-download').click();
        await expect(page.getByTestId('page-pdf-elapsed')).toContainText(/[1-9]/);
        await page.screenshot({ path: `${OUT}/pdf-progress-${language}-${width}.png` });
        await page.getByTestId('page-pdf-cancel').click();
        await expect(pdf.progress()).toBeHidden();
        release();
      });

      test(`watchlist Excel buttons ${language} ${width}px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 1000 });
        await page.goto(`/watchlist/?lang=${language}`);
        await expect(page.locator('[data-testid^="watchlist-xlsx-"]').first()).toBeVisible();
        await page.screenshot({ path: `${OUT}/watchlist-xlsx-${language}-${width}.png` });
      });
    }

    test(`the printed PDF, rus and chn, first page ${width}px`, async ({ page }) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width, height: 1000 });
      const pdf = new PageExport(page);
      for (const language of ['rus', 'chn']) {
        await new BondPage(page).open(SHOWCASE_BOND, language);
        await pdf.openDialog();
        const file = await pdf.download(`bond-${SHOWCASE_BOND}-${language}-${width}.pdf`);
        firstPagePng(file);
      }
    });
  }
});

test('watchlist Excel buttons locked for a signed-in user, eng 1280px', async ({ page }) => {
  await new AuthPages(page).signIn('user@demo.bondsight', DEMO_PASSWORD);
  await expect(page.getByTestId('account-email')).toHaveText('user@demo.bondsight');
  await page.goto('/watchlist/?lang=eng');
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${OUT}/watchlist-xlsx-locked-eng-1280.png`, fullPage: true });
});
