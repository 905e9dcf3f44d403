import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { AuthPages } from '../page-objects/auth-pages';
import { BondAnalytics } from '../page-objects/bond-analytics';
import { DEMO_PASSWORD } from '../support/browser';

/**
 * Issue 13, item 6: the analytics block's comment files in each of the five access states of
 * the spec (issuer blocks, section 4) as the tier that meets it: a visitor need_auth, a
 * signed-in user need_get_access, full access download_denied -> request_sent ->
 * request_rejected, or the file once the provider approved (and at once for an open
 * provider); the sovereign title; and the praams, placement and resume blocks on the page.
 */

test.beforeEach(async ({ page }) => {
  await new BondAnalytics(page).quietBanners();
});

test('a visitor reads teasers and is asked to sign in for every file', async ({ page }) => {
  const analytics = new BondAnalytics(page);
  const { bondId, open, moderated } = await analytics.fixture();
  await analytics.bond.open(bondId);
  await analytics.block();
  await expect(analytics.title()).toHaveText(
    await analytics.bond.shell.label('analytics', 'block_title', 'eng'),
  );
  await expect(analytics.teaserSignIn().first()).toBeVisible();
  for (const { id } of [open, moderated]) await analytics.expectAlert(id, 'need_auth');
  // The server refuses the file itself too.
  expect((await page.request.get(`/api/comments/${open.id}/file/`)).status()).toBe(401);
});

test('a signed-in user without full access is told to get it', async ({ page }) => {
  await new AuthPages(page).signIn('user@demo.bondsight', DEMO_PASSWORD);
  const analytics = new BondAnalytics(page);
  await expect(analytics.bond.shell.accountEmail()).toHaveText('user@demo.bondsight');
  const { bondId, open, moderated } = await analytics.fixture();
  await analytics.bond.open(bondId);
  await analytics.block();
  await expect(analytics.teaserSignIn()).toHaveCount(0);
  for (const { id } of [open, moderated]) await analytics.expectAlert(id, 'need_get_access');
  expect((await page.request.get(`/api/comments/${open.id}/file/`)).status()).toBe(403);
});

test('full access downloads an open provider’s file at once', async ({ page }) => {
  await new AuthPages(page).signIn('full@demo.bondsight', DEMO_PASSWORD);
  const analytics = new BondAnalytics(page);
  await expect(analytics.bond.shell.accountEmail()).toHaveText('full@demo.bondsight');
  const { bondId, open } = await analytics.fixture();
  await analytics.bond.open(bondId);
  await analytics.block();
  await expect(analytics.fileAlert(open.id)).toHaveCount(0);
  const download = page.waitForEvent('download');
  await analytics.fileLink(open.id).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(open.file!.name);
  expect(
    fs
      .readFileSync(await file.path())
      .subarray(0, 5)
      .toString('latin1'),
  ).toBe('%PDF-');
});

test('full access asks a moderated provider: download denied, request sent, then rejected', async ({
  page,
  browser,
  baseURL,
}) => {
  const analytics = new BondAnalytics(page);
  const email = await analytics.newFullAccessUser(browser, baseURL, DEMO_PASSWORD);
  const { bondId, moderated } = await analytics.fixture();
  await analytics.bond.open(bondId);
  await analytics.block();
  await analytics.expectAlert(moderated.id, 'download_denied');

  await analytics.requestButton(moderated.id).click();
  await analytics.expectAlert(moderated.id, 'request_sent');
  // The server keeps it: a reload reads the same state.
  await page.reload();
  await analytics.block();
  await analytics.expectAlert(moderated.id, 'request_sent');
  expect((await page.request.get(`/api/comments/${moderated.id}/file/`)).status()).toBe(403);

  await analytics.asAdmin(browser, baseURL, DEMO_PASSWORD, (admin) =>
    BondAnalytics.reject(admin, email, 'comment_file'),
  );
  await page.reload();
  await analytics.block();
  await analytics.expectAlert(moderated.id, 'request_rejected');
});

test('full access gets a moderated provider’s file once the request is approved', async ({
  page,
  browser,
  baseURL,
}) => {
  const analytics = new BondAnalytics(page);
  const email = await analytics.newFullAccessUser(browser, baseURL, DEMO_PASSWORD);
  const { bondId, moderated } = await analytics.fixture();
  await analytics.bond.open(bondId);
  await analytics.block();
  await analytics.requestButton(moderated.id).click();
  await analytics.expectAlert(moderated.id, 'request_sent');

  await analytics.asAdmin(browser, baseURL, DEMO_PASSWORD, (admin) =>
    admin.approve(email, 'comment_file'),
  );
  await page.reload();
  await analytics.block();
  await expect(analytics.fileAlert(moderated.id)).toHaveCount(0);
  await expect(analytics.fileLink(moderated.id)).toBeVisible();
  const file = await page.request.get(`/api/comments/${moderated.id}/file/`);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('application/pdf');
});

test('a sovereign issuer’s page titles the block as country analytics', async ({ page }) => {
  const analytics = new BondAnalytics(page);
  const id = await analytics.bond.idOf('SU26230RMFS1');
  await analytics.bond.open(id);
  await analytics.block();
  await expect(analytics.title()).toHaveText(
    await analytics.bond.shell.label('analytics', 'block_title_sovereign', 'eng'),
  );
});

test('the showcase bond shows its resume, placement and praams scores', async ({ page }) => {
  const analytics = new BondAnalytics(page);
  const { bondId } = await analytics.fixture();
  await analytics.bond.open(bondId);
  await expect(analytics.resumeParagraphs().first()).toContainText('Volga Energy');

  const placement = await analytics.placement();
  const facts = (await (await page.request.get(`/api/bonds/${bondId}/placement/`)).json()) as {
    registrationNumber: string | null;
  };
  if (facts.registrationNumber)
    await expect(placement.getByTestId('placement-registration')).toContainText(
      facts.registrationNumber,
    );

  const praams = await analytics.praams();
  const body = (await (await page.request.get(`/api/bonds/${bondId}/praams/`)).json()) as {
    score: number;
    components: unknown[];
  };
  await expect(praams.getByTestId('praams-overall-score')).toHaveText(String(body.score));
  await expect(praams.getByTestId('praams-component')).toHaveCount(body.components.length);
  // A visitor sees the scores, not the figures behind them, and no report.
  await expect(praams.getByTestId('masked-value').first()).toBeVisible();
  await praams.getByTestId('praams-report-locked').click();
  await expect(praams.getByTestId('praams-report-refused')).toHaveText(
    await analytics.bond.shell.label('errors', 'need_auth', 'eng'),
  );
});
