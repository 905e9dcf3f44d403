import { expect, test } from '@playwright/test';
import { Shell } from '../page-objects/shell';

test.describe('the registration banner', () => {
  test('an English visitor sees it after 15 s of inactivity, and not again after closing', async ({
    page,
    context,
  }) => {
    const shell = new Shell(page);
    // The page's clock is the test's: the 15 s pass at once, as the page's timers see them.
    await page.clock.install();
    await page.goto('/?lang=eng');
    await expect(shell.mainMenu()).toBeVisible();

    // Nothing while the 15 s run; then the banner, without any input from the visitor.
    await page.clock.runFor(12_000);
    await expect(shell.registrationBanner()).toHaveCount(0);
    await page.clock.runFor(4_000);
    await expect(shell.registrationBanner()).toBeVisible();
    await expect(shell.registrationBanner()).toHaveAttribute('data-variant', 'engaged');
    await expect(shell.registrationBanner()).toContainText(
      await shell.label('shell', 'reg_title', 'eng'),
    );

    // Shown once: its cookie lasts 24 hours.
    const cookie = (await context.cookies()).find((c) => c.name === 'bs_reg_banner');
    expect(cookie).toBeDefined();
    const hoursLeft = (cookie!.expires * 1000 - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(23.9);
    // The page's clock ran 16 s ahead of the test's.
    expect(hoursLeft).toBeLessThanOrEqual(24 + 1 / 60);

    await shell.closeRegistrationBanner();
    await page.reload();
    await expect(shell.mainMenu()).toBeVisible();
    await page.clock.runFor(16_000);
    await expect(shell.registrationBanner()).toHaveCount(0);
  });

  test('is not offered in another interface language', async ({ page }) => {
    const shell = new Shell(page);
    await page.clock.install();
    await page.goto('/?lang=rus');
    await expect(shell.mainMenu()).toBeVisible();
    await page.clock.runFor(16_000);
    await expect(shell.registrationBanner()).toHaveCount(0);
  });
});
