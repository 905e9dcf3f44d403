import { expect, type Page } from '@playwright/test';

export class AuthPages {
  constructor(readonly page: Page) {}

  async signUp(email: string, password: string) {
    await this.page.goto('/sign-up/');
    await this.fill('sign-up', email, password);
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
