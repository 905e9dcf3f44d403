import { expect, type Page } from '@playwright/test';
import { Shell } from './shell';

/** The paid-access dialog: a request with a tariff, then its waiting notice. */
export class PaidAccessDialog {
  constructor(readonly page: Page) {}

  readonly dialog = () => this.page.getByTestId('pa-dialog');
  readonly pending = () => this.page.getByTestId('pa-pending');

  async open() {
    await new Shell(this.page).paidAccessButton().click();
    await expect(this.dialog()).toBeVisible();
  }

  async request(tariff: string) {
    await this.page.getByTestId('pa-tariff').selectOption(tariff);
    await this.page.getByTestId('pa-submit').click();
    await expect(this.pending()).toBeVisible();
  }

  async close() {
    await this.dialog().locator('.dialog-close').click();
    await expect(this.dialog()).toHaveCount(0);
  }
}
