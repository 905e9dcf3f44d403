import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { AuthPages } from '../page-objects/auth-pages';
import { BondBlocks } from '../page-objects/bond-blocks';
import { DEMO_PASSWORD } from '../support/browser';

/**
 * Issue 13, items 4-6: the ratings block's revoked-ratings toggle (spec section 4: it starts
 * showing them, the first click hides them), the cash flow's next payment, and a document
 * download refused (a visitor, a signed-in user, level 1077 without docsDownloadAccess) and
 * allowed (the administrator: level 1077 with docsDownloadAccess).
 */

test.beforeEach(async ({ page }) => {
  await new BondBlocks(page).quietBanners();
});

test('a visitor hides the revoked ratings with the toggle and shows them again', async ({
  page,
}) => {
  const blocks = new BondBlocks(page);
  const { id, total, revoked } = await blocks.idWithRevokedRatings();
  await blocks.open(id);
  await blocks.expectRatingsLoaded();

  // Spec section 4: the toggle starts showing the revoked ratings.
  await expect(blocks.revokedToggle()).toHaveAttribute('aria-checked', 'true');
  await expect(blocks.ratingRows()).toHaveCount(total);
  await expect(blocks.revokedRatingRows()).toHaveCount(revoked);

  // The first click hides them; the active ratings stay.
  await blocks.revokedToggle().click();
  await expect(blocks.revokedToggle()).toHaveAttribute('aria-checked', 'false');
  await expect(blocks.revokedRatingRows()).toHaveCount(0);
  await expect(blocks.ratingRows()).toHaveCount(total - revoked);

  await blocks.revokedToggle().click();
  await expect(blocks.revokedRatingRows()).toHaveCount(revoked);

  // The history tab reads one rating type's actions, the latest first.
  await blocks.ratingsTab('history').click();
  await expect(blocks.ratingsTab('history')).toHaveAttribute('aria-selected', 'true');
  await expect(blocks.historyRows().first()).toBeVisible();
  const options = await blocks.historyType().locator('option').all();
  if (options.length > 1) {
    const second = await options[1]!.getAttribute('value');
    const answer = page.waitForResponse(
      (r) => r.url().includes(`/api/bonds/${id}/getRatingsHistory/`) && r.status() === 200,
    );
    await blocks.historyType().selectOption(second!);
    const body = (await (await answer).json()) as { ratings: unknown[] };
    await expect(blocks.historyRows()).toHaveCount(body.ratings.length);
  }
});

test('the cash flow marks past payments paid and highlights the next one', async ({ page }) => {
  const blocks = new BondBlocks(page);
  const { id } = await blocks.idWithRevokedRatings();
  const cashFlow = (await (await page.request.get(`/api/bonds/${id}/cash-flow/`)).json()) as {
    flows: { status: string }[];
  };
  await blocks.open(id);
  await blocks.cashFlow();
  await expect(blocks.cashFlowRows()).toHaveCount(cashFlow.flows.length);
  const paid = cashFlow.flows.filter((f) => f.status === 'paid').length;
  await expect(page.locator('[data-testid="cash-flow-row"][data-status="paid"]')).toHaveCount(paid);
  if (cashFlow.flows.some((f) => f.status === 'next')) {
    const next = page.locator('[data-testid="cash-flow-row"][data-status="next"]');
    await expect(next).toHaveCount(1);
    // A long schedule opens scrolled to the next payment, inside the table's own scroll box.
    const nextInBox = await page.getByTestId('cash-flow-scroll').evaluate((box) => {
      const row = box.querySelector('[data-status="next"]')!.getBoundingClientRect();
      const frame = box.getBoundingClientRect();
      return row.top >= frame.top && row.bottom <= frame.bottom;
    });
    expect(nextInBox).toBe(true);
  }
});

test('a visitor is asked to sign in instead of downloading a document', async ({ page }) => {
  const blocks = new BondBlocks(page);
  const { id, documentId } = await blocks.bondWithDocuments();
  await blocks.open(id);
  await blocks.documents();
  await expect(blocks.documentLink(documentId)).toHaveCount(0);
  await blocks.lockedDocument(documentId).click();
  await expect(blocks.documentRefusal(documentId)).toHaveText(
    await blocks.bond.shell.label('errors', 'need_auth', 'eng'),
  );
  // The server refuses the file itself too.
  const file = await page.request.get(`/api/bonds/${id}/documents/${documentId}/file/`);
  expect(file.status()).toBe(401);
});

for (const email of ['user@demo.bondsight', 'full@demo.bondsight']) {
  test(`${email} is told the download needs access it does not have`, async ({ page }) => {
    await new AuthPages(page).signIn(email, DEMO_PASSWORD);
    const blocks = new BondBlocks(page);
    await expect(blocks.bond.shell.accountEmail()).toHaveText(email);
    const { id, documentId } = await blocks.bondWithDocuments();
    await blocks.open(id);
    await blocks.documents();
    await blocks.lockedDocument(documentId).click();
    await expect(blocks.documentRefusal(documentId)).toHaveText(
      await blocks.bond.shell.label('errors', 'access_denied_auth', 'eng'),
    );
    const file = await page.request.get(`/api/bonds/${id}/documents/${documentId}/file/`);
    expect(file.status()).toBe(403);
  });
}

test('level 1077 with docsDownloadAccess (the administrator) downloads a document', async ({
  page,
}) => {
  await new AuthPages(page).signIn('admin@demo.bondsight', DEMO_PASSWORD);
  const blocks = new BondBlocks(page);
  await expect(blocks.bond.shell.accountEmail()).toHaveText('admin@demo.bondsight');
  const { id, isin, documentId } = await blocks.bondWithDocuments();
  await blocks.open(id);
  await blocks.documents();
  await expect(blocks.lockedDocument(documentId)).toHaveCount(0);
  const download = page.waitForEvent('download');
  await blocks.documentLink(documentId).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(new RegExp(`^${isin ?? `bond-${id}`}-.+\\.pdf$`));
  expect(
    fs
      .readFileSync(await file.path())
      .subarray(0, 5)
      .toString('latin1'),
  ).toBe('%PDF-');
});
