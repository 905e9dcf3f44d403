import { expect, test } from '@playwright/test';
import { AuthPages } from '../page-objects/auth-pages';
import { BondPage } from '../page-objects/bond-page';
import { BondQuotes } from '../page-objects/bond-quotes';

test.describe('quotes of market participants, signed in', () => {
  test.beforeEach(async ({ page }) => {
    // A fresh account: its quotes requests start from nothing on every run.
    const email = `quotes-${Date.now()}@example.com`;
    await new AuthPages(page).signUpAndConfirm(email, 'a long enough password');
    await expect(page.getByTestId('account-email')).toHaveText(email);
  });

  test('asks a dealer that hides its quotes: sent, then already sent after a reload', async ({
    page,
  }) => {
    const bond = new BondPage(page);
    const quotes = new BondQuotes(page);
    const { bondId, groundId } = await quotes.findBond('send_request');
    await bond.open(bondId);
    await quotes.openSource(groundId);
    // Its values are withheld until the dealer grants the request.
    await expect(
      quotes.lastQuotes().getByTestId('masked-value').filter({ visible: true }).first(),
    ).toBeVisible();
    await expect(quotes.requestLink()).toHaveText(
      await bond.shell.label('errors', 'send_request_label', 'eng'),
    );

    await quotes.requestLink().click();
    const alreadySent = await bond.shell.label('errors', 'already_send_request_label', 'eng');
    await expect(quotes.requestState()).toHaveAttribute('data-state', 'already_sent');
    await expect(quotes.requestState()).toHaveText(alreadySent);
    await expect(quotes.requestLink()).toHaveCount(0);

    // The server remembers it: the page opened again offers no second request.
    await page.reload();
    await quotes.openSource(groundId);
    await expect(quotes.requestState()).toHaveAttribute('data-state', 'already_sent');
    await expect(quotes.requestState()).toHaveText(alreadySent);
  });

  test('the NSD ground cannot be asked: request forbidden', async ({ page }) => {
    const bond = new BondPage(page);
    const quotes = new BondQuotes(page);
    const { bondId, groundId } = await quotes.findBond('forbidden_request');
    await bond.open(bondId);
    await quotes.openSource(groundId);
    await expect(quotes.requestState()).toHaveAttribute('data-state', 'forbidden');
    await expect(quotes.requestState()).toHaveText(
      await bond.shell.label('errors', 'forbidden_request_label', 'eng'),
    );
    await expect(quotes.requestLink()).toHaveCount(0);
  });

  test('a valuation service links to its company page', async ({ page }) => {
    const bond = new BondPage(page);
    const quotes = new BondQuotes(page);
    const { bondId } = await quotes.findBond('send_request');
    await bond.open(bondId);
    await page.locator('#block-quotes').scrollIntoViewIfNeeded();
    const special = quotes
      .block()
      .locator(
        '[data-testid="quotes-tab"][data-ground="328"], [data-testid="quotes-tab"][data-ground="327"], [data-testid="quotes-tab"][data-ground="78"]',
      );
    await special.first().click();
    await quotes.panel().getByTestId('quotes-special-link').click();
    await expect(page).toHaveURL(
      /\/company\/(onshore_estimation|valuation|local_custody_estimation)\/$/,
    );
    await expect(page.getByTestId('service-page')).toBeVisible();
  });
});
