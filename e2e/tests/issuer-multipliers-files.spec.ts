import { expect, test } from '@playwright/test';
import { AuthPages } from '../page-objects/auth-pages';
import { IssuerMultipliersFiles } from '../page-objects/issuer-multipliers-files';
import { DEMO_PASSWORD } from '../support/browser';

/*
 * The issuer page's multipliers and report files (spec, issuer blocks, sections 2, 4, 5 and
 * 6): the multipliers with their formula on hover, the Quarterly / Annual tabs and the groups
 * behind Show more; the report files as a visitor (the access warning, no links) and with
 * full access (a file opens as a PDF).
 */

test('the showcase issuer shows its multipliers with the formula on hover, by period and group', async ({
  page,
}) => {
  const blocks = new IssuerMultipliersFiles(page);
  await blocks.quietBanners();
  const id = await blocks.showcaseId();
  await blocks.open(id);
  await blocks.showMultipliers();

  // Both periods have data: both tabs, Quarterly first.
  await expect(blocks.tab(1)).toHaveAttribute('aria-selected', 'true');
  await expect(blocks.tab(2)).toBeVisible();

  // ROE in the first group (profitability), its formula in the name's title.
  const roe = blocks.multiplierName('roe_msfo');
  await expect(roe).toBeVisible();
  await expect(roe).toHaveAttribute('title', /100 × Net income \/ Equity/);
  await roe.hover();
  await expect(roe).toHaveAttribute('data-formula', '100 × Net income / Equity');

  // The other groups wait behind Show more, and go again with Hide.
  await expect(blocks.group(1)).toBeVisible();
  await expect(blocks.group(2)).toHaveCount(0);
  await blocks.groupsToggle().click();
  await expect(blocks.group(2)).toBeVisible();
  await blocks.groupsToggle().click();
  await expect(blocks.group(2)).toHaveCount(0);

  // Annual: the columns are years; values keep 2 decimals (percent with the sign).
  await blocks.tab(2).click();
  await expect(blocks.tab(2)).toHaveAttribute('aria-selected', 'true');
  await expect(blocks.group(1).locator('thead th').nth(1)).toHaveText(/^\d{4}$/);
  await expect(blocks.group(1).getByTestId('multiplier-value').first()).toHaveText(
    /^-?[\d,]+\.\d{2}%$/,
  );
});

test('a visitor sees which report files exist, without links, and the sign-in warning', async ({
  page,
}) => {
  const blocks = new IssuerMultipliersFiles(page);
  await blocks.quietBanners();
  const id = await blocks.showcaseId();
  await blocks.open(id);
  await blocks.showFiles();

  const warning = await blocks.shell.label('errors', 'need_auth', 'eng');
  await expect(blocks.warning()).toContainText(warning);
  await expect(page.getByTestId('report-files-sign-in')).toHaveAttribute('href', '/sign-in/');
  await expect(blocks.fileLinks()).toHaveCount(0);
  await expect(blocks.lockedFiles().first()).toBeVisible();

  // Two years, then Show more.
  await expect(blocks.years('msfo')).toHaveCount(2);
  await blocks.yearsToggle('msfo').click();
  expect(await blocks.years('msfo').count()).toBeGreaterThan(2);

  // The file itself is refused too.
  const list = (await (await page.request.get(`/api/company/get-report/msfo/${id}/`)).json()) as {
    gate: string;
    items: unknown[];
  };
  expect(list.gate).toBe('need_auth');
});

test.describe('with full access', () => {
  test.beforeEach(async ({ page }) => {
    await new AuthPages(page).signIn('full@demo.bondsight', DEMO_PASSWORD);
    await expect(page.getByTestId('account-email')).toHaveText('full@demo.bondsight');
  });

  test('the report files are links, and a PDF file opens as application/pdf', async ({
    page,
    context,
  }) => {
    const blocks = new IssuerMultipliersFiles(page);
    await blocks.quietBanners();
    const id = await blocks.showcaseId();
    await blocks.open(id);
    await blocks.showFiles();
    await expect(blocks.warning()).toHaveCount(0);

    const pdf = blocks
      .files()
      .locator('a[data-testid="report-file-link"][data-format="pdf"]')
      .first();
    await expect(pdf).toBeVisible();
    const href = await pdf.getAttribute('href');
    expect(href).toMatch(/^\/api\/company\/report-file\/\d+\/$/);

    // Opened from the page: a new tab whose response is the PDF.
    const [response] = await Promise.all([
      context.waitForEvent('response', (r) => r.url().endsWith(href!)),
      pdf.click(),
    ]);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');

    // The same file through the session's request context: a real PDF.
    const file = await page.request.get(href!);
    expect(file.headers()['content-type']).toBe('application/pdf');
    expect((await file.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});
