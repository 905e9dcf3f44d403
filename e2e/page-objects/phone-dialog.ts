import { expect, type Page } from '@playwright/test';
import { Shell } from './shell';

/** The phone-confirmation dialog opened from the shell bar. */
export class PhoneDialog {
  constructor(readonly page: Page) {}

  readonly dialog = () => this.page.getByTestId('phone-dialog');
  readonly codeForm = () => this.page.getByTestId('code-form');
  readonly confirmed = () => this.page.getByTestId('phone-confirmed');
  readonly resend = () => this.page.getByTestId('code-resend');

  async open() {
    await new Shell(this.page).phoneConfirmButton().click();
    await expect(this.dialog()).toBeVisible();
  }

  async submitPhone(phone: string) {
    await this.page.getByTestId('phone-form').locator('input[name=phone]').fill(phone);
    await this.page.getByTestId('phone-form').locator('button[type=submit]').click();
    await expect(this.codeForm()).toBeVisible();
  }

  async submitCode(code: string) {
    await this.codeForm().locator('input[name=code]').fill(code);
    await this.codeForm().locator('button[type=submit]').click();
  }

  async close() {
    await this.dialog().locator('.dialog-close').click();
    await expect(this.dialog()).toHaveCount(0);
  }
}
