import { expect, type Page } from '@playwright/test';

/** The admin review page (/admin/): requests, support tickets, the decision log. */
export class AdminPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/admin/');
    await expect(this.page.getByTestId('admin-requests')).toBeVisible();
  }

  readonly requestOf = (email: string, kind = 'paid_access') =>
    this.page.locator(`[data-testid="admin-request"][data-email="${email}"][data-kind="${kind}"]`);

  async approve(email: string, kind = 'paid_access') {
    await this.requestOf(email, kind).getByTestId('approve-request').click();
    // Waiting requests only: a decided one leaves the list.
    await expect(this.requestOf(email, kind)).toHaveCount(0);
  }

  async answerTicket(subject: string, answer: string) {
    await this.page.getByTestId('admin-tab-tickets').click();
    const ticket = this.page.getByTestId('admin-ticket').filter({ hasText: subject });
    await ticket.locator('.ticket-head').click();
    await ticket.getByTestId('admin-reply-form').locator('textarea').fill(answer);
    await ticket.getByTestId('admin-reply-form').locator('button[type=submit]').click();
    await expect(ticket.locator('.ticket-message.from-staff')).toContainText(answer);
  }
}
