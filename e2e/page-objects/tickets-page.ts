import { expect, type Page } from '@playwright/test';

/** The support tickets page (/tickets/). */
export class TicketsPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/tickets/');
    await expect(this.page.getByTestId('new-ticket-form')).toBeVisible();
  }

  readonly ticket = (subject: string) =>
    this.page.getByTestId('ticket').filter({ hasText: subject });

  async openTicket(subject: string, body: string) {
    const form = this.page.getByTestId('new-ticket-form');
    await form.locator('input[name=subject]').fill(subject);
    await form.locator('textarea[name=body]').fill(body);
    await form.locator('button[type=submit]').click();
    await expect(this.ticket(subject)).toBeVisible();
  }

  async read(subject: string) {
    await this.ticket(subject).locator('.ticket-head').click();
    await expect(this.ticket(subject).getByTestId('ticket-message').first()).toBeVisible();
  }
}
