import { expect, test } from '@playwright/test';
import { AuthPages } from '../page-objects/auth-pages';
import { IssuerReports } from '../page-objects/issuer-reports';
import { Shell } from '../page-objects/shell';
import { DEMO_PASSWORD } from '../support/browser';

/*
 * The statement blocks (issue 14 items 2-4, 9, 12; issue 29 point 7): the bank RSBU tabs'
 * fallback, a gated MSFO table per tier, the balance sheet that balances on screen, a bank's
 * IFRS statements on the bank template, the bond page's indicators.
 * Issuers are found through the public API, so the journeys follow whatever world is seeded.
 */

const hasMsfo = (o: { msfo: unknown[] }) => o.msfo.length > 0;
/** Whether the issuer's main MSFO set has a provider's figures too (the exerica tab). */
const mainProvided = (o: { msfo: { sources: string[] }[] }) =>
  o.msfo[0]?.sources.includes('exerica') ?? false;

test('a bank whose Actual forms are empty opens on Archive, and Actual has no tab', async ({
  page,
}) => {
  const reports = new IssuerReports(page);
  const id = await reports.issuerWhere(
    async (o) =>
      o.bankRsbu &&
      !(await reports.bankVariantHasData(o.emitentId, 0)) &&
      (await reports.bankVariantHasData(o.emitentId, 1)),
  );
  // The demo world has banks that filed only the archive form (reports/statements.ts).
  expect(id, 'a bank with an empty Actual variant').not.toBeNull();
  await reports.openIssuer(id!);
  await reports.block('bank-rsbu');
  await expect(reports.bankTab(1)).toHaveAttribute('aria-selected', 'true');
  await expect(reports.bankTab(2)).toHaveCount(0);
  await expect(page.getByTestId('bank-rsbu-report')).toBeVisible();
});

test('a bank with both forms opens on Actual and switches to Archive', async ({ page }) => {
  const reports = new IssuerReports(page);
  const id = await reports.issuerWhere(
    async (o) =>
      o.bankRsbu &&
      (await reports.bankVariantHasData(o.emitentId, 0)) &&
      (await reports.bankVariantHasData(o.emitentId, 1)),
  );
  expect(id, 'a bank with both RSBU forms').not.toBeNull();
  await reports.openIssuer(id!);
  await reports.block('bank-rsbu');
  await expect(reports.bankTabs()).toHaveCount(2);
  await expect(reports.bankTab(2)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('bank-rsbu-report')).toBeVisible();
  await reports.bankTab(1).click();
  await expect(reports.bankTab(1)).toHaveAttribute('aria-selected', 'true');
  // A visitor's export answers with the sign-in prompt rather than a refused download.
  await page.getByTestId('bank-rsbu-export').click();
  await expect(reports.gate('need_auth')).toBeVisible();
});

test('a visitor expanding a gated MSFO table sees asterisks and the need_auth prompt', async ({
  page,
}) => {
  const reports = new IssuerReports(page);
  const id = await reports.issuerWhere(hasMsfo);
  expect(id, 'an issuer with MSFO statements').not.toBeNull();
  await reports.openIssuer(id!);
  await reports.block('msfo');
  const balance = reports.msfoTable('balance_sheet');
  await expect(balance).toBeVisible();
  const logged = page.waitForRequest(
    (request) =>
      request.method() === 'POST' && new URL(request.url()).pathname === '/api/contactActionLog/',
  );
  await reports.showMore(balance).click();
  expect((await logged).postDataJSON()).toEqual({ actionId: 80 });
  await expect(reports.masked(balance).first()).toHaveText('*');
  const shell = new Shell(page);
  const tooltip = await shell.label('errors', 'log_in_to_access', 'eng');
  const forbidden = await shell.label('errors', 'forbidden_request_label', 'eng');
  await expect(reports.masked(balance).first()).toHaveAttribute(
    'title',
    `${tooltip} · ${forbidden}`,
  );
  await expect(reports.gate('need_auth')).toBeVisible();
  await expect(reports.gateSignIn()).toHaveAttribute('href', '/sign-in/');
});

test('a signed-in user without full access is sent to the profile access page', async ({
  page,
}) => {
  await new AuthPages(page).signIn('user@demo.bondsight', DEMO_PASSWORD);
  await expect(page.getByTestId('account-email')).toHaveText('user@demo.bondsight');
  const reports = new IssuerReports(page);
  const id = await reports.issuerWhere(hasMsfo);
  await reports.openIssuer(id!);
  await reports.block('msfo');
  const balance = reports.msfoTable('balance_sheet');
  await reports.showMore(balance).click();
  await expect(reports.masked(balance).first()).toBeVisible();
  await expect(reports.gate('need_get_access')).toBeVisible();
  await expect(reports.gateAccessLink()).toHaveAttribute('href', '/profile/access/');
});

test.describe('with full access', () => {
  test.beforeEach(async ({ page }) => {
    await new AuthPages(page).signIn('full@demo.bondsight', DEMO_PASSWORD);
    await expect(page.getByTestId('account-email')).toHaveText('full@demo.bondsight');
  });

  test('every MSFO value is shown, and the balance sheet balances on screen', async ({ page }) => {
    const reports = new IssuerReports(page);
    const id = await reports.issuerWhere(hasMsfo);
    await reports.openIssuer(id!);
    await reports.block('msfo');
    const balance = reports.msfoTable('balance_sheet');
    await reports.showMore(balance).click();
    await expect(reports.masked(balance)).toHaveCount(0);
    await expect(reports.gate('need_auth')).toHaveCount(0);
    await expect(reports.gate('need_get_access')).toHaveCount(0);

    // Read from the rendered table: total assets = equity + liabilities, in every period.
    const assets = await reports.rowNumbers(balance, 'total_assets');
    const total = await reports.rowNumbers(balance, 'total_equity_liabilities');
    const equity = await reports.rowNumbers(balance, 'equity');
    const longTerm = await reports.rowNumbers(balance, 'non_current_liabilities');
    const shortTerm = await reports.rowNumbers(balance, 'current_liabilities');
    expect(assets.length).toBeGreaterThan(0);
    assets.forEach((value, column) => {
      expect(value).toBeGreaterThan(0);
      expect(total[column]).toBe(value);
      expect((equity[column] ?? 0) + (longTerm[column] ?? 0) + (shortTerm[column] ?? 0)).toBe(
        value,
      );
    });
  });

  test("a bank's IFRS block reads as a bank's, each key parameter in its own unit", async ({
    page,
  }) => {
    // Issue 29 point 7: loans, customer accounts, interest and credit losses, not inventories.
    const reports = new IssuerReports(page);
    const id = await reports.issuerWhere((o) => o.bankRsbu && hasMsfo(o));
    expect(id, 'a bank with IFRS statements').not.toBeNull();
    await reports.openIssuer(id!);
    await reports.block('msfo');
    const balance = reports.msfoTable('balance_sheet');
    await reports.showMore(balance).click();
    await expect(reports.row(balance, 'loans_to_customers')).toBeVisible();
    await expect(reports.row(balance, 'customer_accounts')).toBeVisible();
    await expect(reports.row(balance, 'inventories')).toHaveCount(0);
    await expect(reports.row(balance, 'current_assets')).toHaveCount(0);
    // It balances on screen: total assets = equity + total liabilities.
    const assets = await reports.rowNumbers(balance, 'total_assets');
    const equity = await reports.rowNumbers(balance, 'equity');
    const liabilities = await reports.rowNumbers(balance, 'total_liabilities');
    assets.forEach((value, column) =>
      expect((equity[column] ?? 0) + (liabilities[column] ?? 0)).toBe(value),
    );
    const income = reports.msfoTable('profit_and_loss');
    await reports.showMore(income).click();
    await expect(reports.row(income, 'net_interest_income')).toBeVisible();
    await expect(reports.row(income, 'credit_loss_expense')).toBeVisible();
    await expect(reports.row(income, 'revenue')).toHaveCount(0);
    await expect(reports.row(income, 'gross_profit')).toHaveCount(0);
    // Key parameters: amounts in the table's unit, the rest in their own.
    const params = reports.msfoTable('params');
    await expect(params).toContainText('RUB thousand');
    await expect(params).toContainText('Employees, people');
    await expect(params).toContainText('Shares outstanding, million shares');
    await expect(params).toContainText('Dividend per share (last 12 months), RUB per share');
    await reports.openIssuer(id!, 'rus');
    await reports.block('msfo');
    const rus = reports.msfoTable('params');
    await expect(rus).toContainText('Численность персонала, чел.');
    await expect(rus).toContainText('RUB на акцию');
  });

  test("the Powered by exerica tab shows the provider's figures of the report, where it has them", async ({
    page,
  }) => {
    // Issue 30 item 7: the MSFO block's second source. An issuer with two sets, the first
    // with the provider's figures (the showcase), so the tab goes with the second.
    const reports = new IssuerReports(page);
    const id = await reports.issuerWhere((o) => o.msfo.length > 1 && mainProvided(o));
    expect(id, 'an issuer whose main IFRS set has exerica figures').not.toBeNull();
    await reports.openIssuer(id!);
    await reports.block('msfo');
    const balance = reports.msfoTable('balance_sheet');
    await expect(reports.msfoSourceTab('bondsight')).toHaveAttribute('aria-selected', 'true');
    await expect(reports.providerMark()).toHaveCount(0);
    await expect(balance).toContainText('RUB thousand');
    const ours = await reports.rowNumbers(balance, 'total_assets');

    await reports.msfoSourceTab('exerica').click();
    await expect(reports.msfoSourceTab('exerica')).toHaveAttribute('aria-selected', 'true');
    await expect(reports.providerMark()).toContainText('Powered by exerica');
    await expect(reports.providerNote()).toContainText(/As of [^.]*\d{4}\./);
    await expect(balance).toContainText('RUB million');
    await reports.showMore(balance).click();
    // The same economics in its rounding: the oldest year's total assets, in millions.
    const theirs = await reports.rowNumbers(balance, 'total_assets');
    expect(Math.abs(theirs[0]! - ours[0]! / 1000)).toBeLessThanOrEqual(0.5);
    // Its totals add up on screen, on its coarser lines (equity in one line).
    const total = await reports.rowNumbers(balance, 'total_equity_liabilities');
    const equity = await reports.rowNumbers(balance, 'equity');
    const longTerm = await reports.rowNumbers(balance, 'non_current_liabilities');
    const shortTerm = await reports.rowNumbers(balance, 'current_liabilities');
    theirs.forEach((value, column) => {
      expect(total[column]).toBe(value);
      expect(equity[column]! + longTerm[column]! + shortTerm[column]!).toBe(value);
    });
    await expect(reports.row(balance, 'share_capital')).toHaveCount(0);
    // The tab's export holds what it shows: the provider's figures.
    const link = page.getByTestId('msfo-export-link');
    await expect(link).toHaveAttribute('href', /\/export\/\?source=exerica&from=/);
    const file = await page.request.get((await link.getAttribute('href'))!);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-disposition']).toContain('-exerica-');
    await expect(page.getByTestId('msfo-methodology-link')).toHaveCount(0);

    // The subsidiary's set has our figures alone: no provider tab, ours shown.
    await page.getByTestId('msfo-report-select').selectOption({ index: 1 });
    await expect(reports.msfoSourceTab('exerica')).toHaveCount(0);
    await expect(reports.providerMark()).toHaveCount(0);
    await expect(balance).toContainText('RUB thousand');

    // In Russian, the mark and the tab in its words.
    await reports.openIssuer(id!, 'rus');
    await reports.block('msfo');
    await reports.msfoSourceTab('exerica').click();
    await expect(reports.providerMark()).toContainText('На базе exerica');
    await expect(reports.msfoTable('balance_sheet')).toContainText('млн RUB');
  });

  test("the bank export downloads the open tab's variant", async ({ page }) => {
    const reports = new IssuerReports(page);
    const id = await reports.issuerWhere(
      async (o) => o.bankRsbu && (await reports.bankVariantHasData(o.emitentId, 0)),
    );
    await reports.openIssuer(id!);
    await reports.block('bank-rsbu');
    const link = page.getByTestId('bank-rsbu-export');
    await expect(link).toHaveAttribute('href', new RegExp(`/api/report_bank_rsbu/${id}/0/export/`));
    const response = await page.request.get((await link.getAttribute('href'))!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/csv');
  });

  test('the export link carries the chosen dates, 1970-01-01 when from is cleared', async ({
    page,
  }) => {
    const reports = new IssuerReports(page);
    const id = await reports.issuerWhere(hasMsfo);
    await reports.openIssuer(id!);
    await reports.block('msfo');
    const link = page.getByTestId('msfo-export-link');
    const year = new Date().getUTCFullYear() - 5;
    await expect(link).toHaveAttribute(
      'href',
      new RegExp(`from=${year}-01-01&to=\\d{4}-\\d{2}-\\d{2}`),
    );
    const from = page.getByTestId('msfo-export').locator('input[name="from"]');
    await from.fill('');
    await from.press('Enter');
    await expect(link).toHaveAttribute('href', /from=1970-01-01/);
    const response = await page.request.get((await link.getAttribute('href'))!);
    expect(response.status()).toBe(200);
  });
});

test('the bond page shows IFRS indicators of its issuer with a link to the full statements', async ({
  page,
}) => {
  const reports = new IssuerReports(page);
  const bondId = await reports.bondOfIssuerWhere(hasMsfo);
  expect(bondId, 'a bond of an issuer with MSFO statements').not.toBeNull();
  await page.goto(`/bonds/${bondId}/`);
  const block = await reports.block('bond-ifrs');
  await expect(block.getByTestId('ifrs-balance_sheet')).toBeVisible();
  await expect(page.getByTestId('bond-ifrs-issuer-link')).toHaveAttribute(
    'href',
    /^\/company\/\d+\/#bondMcfo$/,
  );
  const logged = page.waitForRequest(
    (request) =>
      request.method() === 'POST' &&
      new URL(request.url()).pathname === `/api/bonds/${bondId}/contactActionLog/`,
  );
  await reports.showMore(block.getByTestId('ifrs-balance_sheet')).click();
  expect((await logged).postDataJSON()).toEqual({ actionId: 80 });
});
