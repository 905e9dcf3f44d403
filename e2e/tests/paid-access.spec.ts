import { expect, test } from '@playwright/test';
import { AdminPage } from '../page-objects/admin-page';
import { AuthPages } from '../page-objects/auth-pages';
import { BondPage } from '../page-objects/bond-page';
import { PaidAccessDialog } from '../page-objects/paid-access';
import { Shell } from '../page-objects/shell';
import { DEMO_PASSWORD } from '../support/browser';

test.describe('paid access', () => {
  test('a user requests it, an admin approves it, the user sees level-1077 features', async ({
    page,
    browser,
    baseURL,
  }) => {
    const shell = new Shell(page);
    const email = `paid-${Date.now()}@example.com`;
    await new AuthPages(page).signUpAndConfirm(email, 'a long enough password');
    await expect(shell.accountEmail()).toHaveText(email);
    await expect(shell.accessPrompt()).toBeVisible();

    const dialog = new PaidAccessDialog(page);
    await dialog.open();
    await dialog.request('677');
    await dialog.close();
    // paStatusConfirm is 0 now: no more prompting, the dialog tells the request is waiting.
    await expect(shell.accessPrompt()).toHaveCount(0);

    const bond = new BondPage(page);
    const id = await bond.idOf('SU26230RMFS1');
    await bond.open(id);
    await expect(bond.lockedExport()).toBeVisible();

    // The administrator, in a browser of their own.
    const adminContext = await browser.newContext({ baseURL });
    const adminPage = await adminContext.newPage();
    await new AuthPages(adminPage).signIn('admin@demo.bondsight', DEMO_PASSWORD);
    await expect(new Shell(adminPage).adminLink()).toBeVisible();
    const admin = new AdminPage(adminPage);
    await admin.open();
    await admin.approve(email);
    await adminPage.getByTestId('admin-tab-log').click();
    await expect(adminPage.getByTestId('admin-decision').first()).toContainText(
      'admin@demo.bondsight',
    );
    await adminContext.close();

    await page.reload();
    await expect(bond.name()).toBeVisible();
    await expect(shell.accessBadge()).toHaveText(await shell.label('common', 'access_full', 'eng'));
    await expect(bond.exportLink()).toBeVisible();
    await expect(bond.lockedExport()).toHaveCount(0);
    // Tariff 677 came with it: the support link is there.
    await expect(shell.ticketsLink()).toBeVisible();
  });
});
