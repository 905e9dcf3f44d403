import { expect, test } from '@playwright/test';
import { AdminPage } from '../page-objects/admin-page';
import { AuthPages } from '../page-objects/auth-pages';
import { Shell } from '../page-objects/shell';
import { TicketsPage } from '../page-objects/tickets-page';
import { DEMO_PASSWORD } from '../support/browser';

test.describe('support tickets', () => {
  test('the header counter shows an unread answer until it is read', async ({
    page,
    browser,
    baseURL,
  }) => {
    const shell = new Shell(page);
    await new AuthPages(page).signIn('full@demo.bondsight', DEMO_PASSWORD);
    await expect(shell.accountEmail()).toHaveText('full@demo.bondsight');
    const tickets = new TicketsPage(page);
    await tickets.open();
    const subject = `Dealer quotes for OFZ 26230 (${Date.now()})`;
    await tickets.openTicket(subject, 'Could you add dealer quotes for this bond?');
    await expect(shell.ticketsUnread()).toHaveCount(0);

    const adminContext = await browser.newContext({ baseURL });
    const adminPage = await adminContext.newPage();
    await new AuthPages(adminPage).signIn('admin@demo.bondsight', DEMO_PASSWORD);
    await expect(new Shell(adminPage).adminLink()).toBeVisible();
    const admin = new AdminPage(adminPage);
    await admin.open();
    await admin.answerTicket(subject, 'Added: two dealers quote it now.');
    await adminContext.close();

    await page.reload();
    await expect(shell.ticketsUnread()).toHaveText('1');
    await tickets.read(subject);
    await expect(tickets.ticket(subject)).toContainText('Added: two dealers quote it now.');
    await expect(shell.ticketsUnread()).toHaveCount(0);
  });
});
