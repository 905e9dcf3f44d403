import { expect, test } from '@playwright/test';
import { Shell } from '../page-objects/shell';

test.describe('the main menu', () => {
  test('works from the keyboard and folds into a toggle at 680 px', async ({ page }) => {
    const shell = new Shell(page);
    await page.goto('/?lang=eng');
    await shell.menuEntry(1).focus();
    await page.keyboard.press('ArrowRight');
    await expect(shell.menuEntry(2)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(shell.menuEntry(2)).toHaveAttribute('aria-expanded', 'true');
    const apiDocs = page.getByRole('menuitem', {
      name: await shell.label('shell', 'menu_api_docs', 'eng'),
    });
    await expect(apiDocs).toBeFocused();
    await expect(apiDocs).toHaveAttribute('target', '_blank');
    await page.keyboard.press('Escape');
    await expect(shell.menuEntry(2)).toBeFocused();
    await expect(shell.menuEntry(2)).toHaveAttribute('aria-expanded', 'false');

    await page.setViewportSize({ width: 680, height: 900 });
    await expect(shell.menuToggle()).toBeVisible();
    await shell.menuToggle().click();
    await shell.menuEntry(1).click();
    await page
      .getByRole('link', { name: await shell.label('shell', 'menu_bond_list', 'eng') })
      .click();
    await expect(page).toHaveURL(/\/(\?.*)?$/);
  });
});
