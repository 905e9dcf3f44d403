import { test } from '@playwright/test';
import { SiteSearchBox } from '../page-objects/site-search';

const WIDTHS = [1280, 680];
const LANGUAGES = ['eng', 'rus', 'chn'];

// The site search open over the home page, and the all-results page, for a look by eye.
for (const width of WIDTHS) {
  for (const language of LANGUAGES) {
    test(`site search ${language} ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const list = (await (await page.request.get('/api/bonds/?limit=100')).json()) as {
        items: { emitentName: string }[];
      };
      const term = list.items[0]!.emitentName;
      await page.goto(`/?lang=${language}`);
      const box = new SiteSearchBox(page);
      await box.search(term);
      await page.screenshot({ path: `screenshots/out/site-search-${language}-${width}.png` });
      await box.seeAll().click();
      await page.getByTestId('search-page-item').first().waitFor();
      await page.screenshot({
        path: `screenshots/out/search-page-${language}-${width}.png`,
        fullPage: true,
      });
    });
  }
}
