import { expect, type Page } from '@playwright/test';

export class AuthPages {
  constructor(readonly page: Page) {}

  async signUp(email: string, password: string) {
    await this.page.goto('/sign-up/');
    await this.fill('sign-up', email, password);
  }

  /**
   * A new account as its owner makes it (issue 31): sign up, follow the link mailed to the
   * address (the outbox sender's /dev/mail page), then sign in. Ends signed in.
   */
  async signUpAndConfirm(email: string, password: string) {
    await this.signUp(email, password);
    await expect(this.page.getByTestId('form-notice')).toBeVisible();
    await this.page.goto('/dev/mail');
    const message = this.page
      .getByTestId('mail-message')
      .filter({ has: this.page.getByTestId('mail-to').getByText(email, { exact: true }) })
      .first();
    await message.getByTestId('mail-link').click();
    await expect(this.page.getByTestId('verify-email-done')).toBeVisible();
    await this.signIn(email, password);
    await expect(this.page.getByTestId('account-email')).toHaveText(email);
  }

  async signIn(email: string, password: string) {
    await this.page.goto('/sign-in/');
    await this.fill('sign-in', email, password);
  }

  readonly formError = () => this.page.getByTestId('form-error');

  private async fill(mode: 'sign-in' | 'sign-up', email: string, password: string) {
    const form = this.page.getByTestId(`${mode}-form`);
    await expect(form).toBeVisible();
    await form.locator('input[name=email]').fill(email);
    await form.locator('input[name=password]').fill(password);
    await form.locator('button[type=submit]').click();
  }
}
