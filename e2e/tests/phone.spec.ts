import { expect, test } from '@playwright/test';
import { AuthPages } from '../page-objects/auth-pages';
import { readCodeFromOutbox } from '../page-objects/outbox';
import { PhoneDialog } from '../page-objects/phone-dialog';
import { Shell } from '../page-objects/shell';

test.describe('phone confirmation', () => {
  test('a user confirms a phone with the code read from the outbox', async ({
    page,
    browser,
    baseURL,
  }) => {
    const shell = new Shell(page);
    const email = `phone-${Date.now()}@example.com`;
    await new AuthPages(page).signUpAndConfirm(email, 'a long enough password');
    await expect(shell.accountEmail()).toHaveText(email);

    // A number of our own for this run: +7 9xx xxx-xx-xx, typed with a trunk 8.
    const digits = String(Date.now()).slice(-9);
    const e164 = `+79${digits}`;
    const dialog = new PhoneDialog(page);
    await dialog.open();
    await dialog.submitPhone(
      `8 (9${digits.slice(0, 2)}) ${digits.slice(2, 5)}-${digits.slice(5, 7)}-${digits.slice(7)}`,
    );
    // The code was sent: the resend button counts down from 30 s.
    await expect(dialog.resend()).toBeDisabled();
    await expect(dialog.resend()).toContainText(/\d+/);

    const code = await readCodeFromOutbox(browser, baseURL!, e164);
    const wrong = code === '000000' ? '111111' : '000000';
    await dialog.submitCode(wrong);
    await expect(page.getByTestId('code-error')).toHaveText(
      await shell.label('shell', 'phone_code_wrong', 'eng'),
    );
    await dialog.submitCode(code);
    await expect(dialog.confirmed()).toBeVisible();
    await dialog.close();

    // The account now has a confirmed phone: the shell stops offering to confirm one.
    await expect(shell.phoneConfirmButton()).toHaveCount(0);
    await page.reload();
    await expect(shell.accountEmail()).toHaveText(email);
    await expect(shell.phoneConfirmButton()).toHaveCount(0);
  });
});
