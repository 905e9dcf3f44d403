import { expect, test } from '@playwright/test';
import { AuthPages } from '../page-objects/auth-pages';
import { IssuerReports } from '../page-objects/issuer-reports';
import { DEMO_PASSWORD } from '../support/browser';

/**
 * The MSFO block on both source tabs (issue 30 item 7): ours and 'Powered by exerica', as the
 * full-access demo user, at 1280 and 680 px in eng, rus and chn.
 */
const WIDTHS = [1280, 680];
const LANGUAGES = ['eng', 'rus', 'chn'];

for (const width of WIDTHS) {
  for (const language of LANGUAGES) {
    test(`MSFO block, both sources, ${language} ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 1000 });
      await new AuthPages(page).signIn('full@demo.bondsight', DEMO_PASSWORD);
      await expect(page.getByTestId('account-email')).toBeAttached();
      const reports = new IssuerReports(page);
      const id = await reports.issuerWhere(
        (o) => o.msfo.length > 1 && (o.msfo[0]?.sources.includes('exerica') ?? false),
      );
      await reports.openIssuer(id!, language);
      // Every block above loaded first, so the MSFO block stays where it is shot.
      await page.waitForLoadState('networkidle');
      const block = await reports.block('msfo');
      await expect(reports.msfoTable('balance_sheet')).toBeVisible();
      await page.waitForLoadState('networkidle');
      // Clipped from the whole page scrolled to its top: an element shot scrolls, and the
      // sticky block menu and table heads would then stand over the rows.
      const shoot = async (path: string) => {
        await page.evaluate(() => scrollTo(0, 0));
        await page.waitForTimeout(200);
        const clip = await block.evaluate((el) => {
          const r = el.getBoundingClientRect();
          return { x: r.x + scrollX, y: r.y + scrollY, width: r.width, height: r.height };
        });
        await page.screenshot({ path, fullPage: true, clip });
      };
      await shoot(`screenshots/out/msfo-ours-${language}-${width}.png`);
      await reports.msfoSourceTab('exerica').click();
      await expect(reports.providerMark()).toBeVisible();
      await expect(reports.msfoTable('balance_sheet')).toBeVisible();
      await shoot(`screenshots/out/msfo-exerica-${language}-${width}.png`);
    });
  }
}
