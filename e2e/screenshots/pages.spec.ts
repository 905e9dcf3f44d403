import { test } from '@playwright/test';
import { BondPage } from '../page-objects/bond-page';

const WIDTHS = [1280, 680];
const LANGUAGES = ['eng', 'rus', 'chn'];

for (const width of WIDTHS) {
  for (const language of LANGUAGES) {
    test(`bond page ${language} ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 1000 });
      const bond = new BondPage(page);
      await bond.open(await bond.idOf('SU26230RMFS1'), language);
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `screenshots/out/bond-${language}-${width}.png`, fullPage: true });
    });
  }
}

test('home and sign-in eng 1280px', async ({ page }) => {
  await page.goto('/?lang=eng');
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: 'screenshots/out/home-eng-1280.png', fullPage: true });
  await page.goto('/sign-in/?lang=chn');
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: 'screenshots/out/sign-in-chn-1280.png', fullPage: true });
});
