import { expect, test } from '@playwright/test';
import { AuthPages } from '../page-objects/auth-pages';
import { BondPage } from '../page-objects/bond-page';
import { Shell } from '../page-objects/shell';
import { DEMO_PASSWORD } from '../support/browser';

test.describe('accounts', () => {
  test('a new user signs up, signs out, and signs in again', async ({ page }) => {
    const auth = new AuthPages(page);
    const shell = new Shell(page);
    const email = `e2e-${Date.now()}@example.com`;

    await auth.signUp(email, 'a long enough password');
    await expect(shell.accountEmail()).toHaveText(email);
    await shell.signOut();
    await expect(shell.accountEmail()).toHaveCount(0);

    await auth.signIn(email, 'the wrong password');
    await expect(auth.formError()).toHaveText(
      await shell.label('errors', 'invalid_credentials', 'eng'),
    );
    await auth.signIn(email, 'a long enough password');
    await expect(shell.accountEmail()).toHaveText(email);

    // The session survives a reload: it lives in the database behind a cookie.
    await page.reload();
    await expect(shell.accountEmail()).toHaveText(email);
  });

  test('signing up with a registered address signs no one in and says "check your mail"', async ({
    page,
  }) => {
    const auth = new AuthPages(page);
    const shell = new Shell(page);
    await auth.signUp('user@demo.bondsight', 'not the owner password');
    await expect(page.getByTestId('form-notice')).toHaveText(
      await shell.label('auth', 'sign_up_check_mail', 'eng'),
    );
    await expect(shell.accountEmail()).toHaveCount(0);
  });

  test('a signed-in user without full access is told the export needs it', async ({ page }) => {
    await new AuthPages(page).signIn('user@demo.bondsight', DEMO_PASSWORD);
    const bond = new BondPage(page);
    await expect(bond.shell.accountEmail()).toHaveText('user@demo.bondsight');
    await bond.open(await bond.idOf('SU26230RMFS1'));
    await bond.lockedExport().click();
    await expect(bond.exportRefusal()).toHaveText(
      await bond.shell.label('errors', 'access_denied_auth', 'eng'),
    );
  });

  test('a full-access (1077) user sees and downloads the Excel export', async ({ page }) => {
    await new AuthPages(page).signIn('full@demo.bondsight', DEMO_PASSWORD);
    const bond = new BondPage(page);
    await expect(bond.shell.accessBadge()).toHaveText(
      await bond.shell.label('common', 'access_full', 'eng'),
    );
    await bond.open(await bond.idOf('SU26230RMFS1'));
    await expect(bond.lockedExport()).toHaveCount(0);
    const download = page.waitForEvent('download');
    await bond.exportLink().click();
    expect((await download).suggestedFilename()).toBe('SU26230RMFS1-archive.xlsx');
  });
});
