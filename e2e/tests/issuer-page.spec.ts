import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { AuthPages } from '../page-objects/auth-pages';
import { BondAnalytics } from '../page-objects/bond-analytics';
import { IssuerPage } from '../page-objects/issuer-page';
import { DEMO_PASSWORD } from '../support/browser';

/**
 * Issue 14, items 1, 7, 10 and 11: the issuer page around its blocks. The section menu (home
 * icon, smooth scroll 100 px short, the '...' list on hover and click, sticky then released
 * at the footer, a compact bar at 680 px, each click logged) as every tier; the issuer's
 * bonds as a sortable table; unknown and malformed issuer ids; the profile access page and
 * its old address; a comment file asked for, approved by the admin and opened.
 */

const ISSUER_MENU_ACTION = 316;
const TIERS = {
  visitor: null,
  'signed-in': 'user@demo.bondsight',
  'full access': 'full@demo.bondsight',
} as const;

test.beforeEach(async ({ page }) => {
  await new BondAnalytics(page).quietBanners();
});

async function signInAs(page: Page, email: string | null) {
  if (!email) return;
  await new AuthPages(page).signIn(email, DEMO_PASSWORD);
  await expect(new IssuerPage(page).shell.accountEmail()).toHaveText(email);
}

const menuLogged = (page: Page) =>
  page.waitForRequest(
    (request) =>
      request.method() === 'GET' &&
      request.url().includes(`/cb/current_user/action_log/global/json/${ISSUER_MENU_ACTION}/`),
  );

for (const [tier, email] of Object.entries(TIERS)) {
  test(`the section menu scrolls, opens its extra list, sticks and compacts at 680 px (${tier})`, async ({
    page,
  }) => {
    await signInAs(page, email);
    const issuer = new IssuerPage(page);
    await issuer.open(await issuer.showcaseId());
    await issuer.loadAllBlocks();

    const { main, extra } = await issuer.entries();
    expect(main[0]).toBe('issuerBonds');
    // Analytics waits behind '...' (data-menu-extra), as do blocks past the first four.
    expect(main.length).toBeLessThanOrEqual(4);
    expect(extra).toContain('issuerAnalytics');
    for (const id of [...main, ...extra])
      expect(await issuer.block(id).evaluate((s) => s.childElementCount)).toBeGreaterThan(0);

    // An entry: a smooth scroll leaving 100 px above the block, logged through the action log.
    const logged = menuLogged(page);
    await issuer.entry('issuerBonds').click();
    await logged;
    await issuer.expectBlockAt('issuerBonds', 100);
    await expect(issuer.entry('issuerBonds')).toHaveAttribute('aria-current', 'location');
    // Scrolled past its top, the menu stays in view (fixed 0.75rem below the top).
    await page.evaluate(() => window.scrollBy(0, 400));
    await expect
      .poll(async () => Math.round((await issuer.menu().boundingBox())!.y))
      .toBeLessThan(20);
    expect((await issuer.menu().boundingBox())!.y).toBeGreaterThanOrEqual(0);

    // The home icon goes back to the top.
    await issuer.home().click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    // '...' opens on hover and closes when the mouse leaves; a click opens it too.
    await expect(issuer.extraList()).toBeHidden();
    await issuer.more().hover();
    await expect(issuer.extraList()).toBeVisible();
    await expect(issuer.more()).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.move(1200, 850);
    await expect(issuer.extraList()).toBeHidden();
    await issuer.more().click();
    await expect(issuer.extraList()).toBeVisible();
    const fromExtra = menuLogged(page);
    await issuer.extraList().locator('a[data-block="issuerAnalytics"]').click();
    await fromExtra;
    await expect(issuer.extraList()).toBeHidden();
    await expect(issuer.block('issuerAnalytics')).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

    // Near the footer the menu lets go: it never covers the footer.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect
      .poll(async () => {
        const menu = (await issuer.menu().boundingBox())!;
        const footer = (await page.locator('.site-footer').boundingBox())!;
        return menu.y + menu.height <= footer.y + 1;
      })
      .toBe(true);

    // 680 px: the compact bar, a row across the page, still scrolling 100 px short.
    await page.setViewportSize({ width: 680, height: 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(issuer.menu()).toHaveAttribute('data-compact', 'true');
    const list = issuer.menu().locator('.block-menu-list');
    expect(await list.evaluate((ul) => getComputedStyle(ul).display)).toBe('flex');
    const bar = (await issuer.menu().boundingBox())!;
    expect(bar.width).toBeGreaterThan(600);
    expect(bar.height).toBeLessThan(90);
    await issuer.entry('issuerBonds').click();
    await issuer.expectBlockAt('issuerBonds', 100);
    // Further down, the bar sticks to the very top.
    await page.evaluate(() => window.scrollBy(0, 400));
    await expect
      .poll(async () => Math.round((await issuer.menu().boundingBox())!.y))
      .toBeLessThanOrEqual(1);
    // The extra list opens as a second row of the bar.
    await issuer.more().click();
    await expect(issuer.extraList()).toBeVisible();
    expect((await issuer.extraList().boundingBox())!.y).toBeGreaterThan(
      (await list.boundingBox())!.y,
    );
  });
}

test("the issuer's bonds: live first, five then all, and sorting by maturity", async ({ page }) => {
  const issuer = new IssuerPage(page);
  const id = await issuer.showcaseId();
  const company = await issuer.company(id);
  const order = company.bonds.map((b) => b.id);
  expect(order.length).toBeGreaterThan(5);
  const firstDead = company.bonds.findIndex((b) => !b.live);
  if (firstDead >= 0) expect(company.bonds.slice(firstDead).every((b) => !b.live)).toBe(true);

  await issuer.open(id);
  await expect(issuer.bondsBlock()).toBeVisible();
  await expect(issuer.bondRows()).toHaveCount(5);
  expect(await issuer.shownBondIds()).toEqual(order.slice(0, 5));
  await issuer.showMore().click();
  await expect(issuer.bondRows()).toHaveCount(order.length);
  expect(await issuer.shownBondIds()).toEqual(order);

  const dated = (values: string[]) => values.filter((v) => v !== '');
  await issuer.sortButton('maturity').click();
  const ascending = dated(await issuer.shownMaturities());
  expect(ascending).toEqual([...ascending].sort());
  await issuer.sortButton('maturity').click();
  const descending = dated(await issuer.shownMaturities());
  expect(descending).toEqual([...ascending].reverse());
  // The third click: back to the server's order (live bonds first).
  await issuer.sortButton('maturity').click();
  expect(await issuer.shownBondIds()).toEqual(order);
  // The card no longer carries a bullet list of the bonds.
  await expect(page.getByTestId('company-summary').locator('ul.link-list')).toHaveCount(0);
});

test('an unknown or malformed issuer id is the not-found page, and a clear 4xx from the API', async ({
  page,
}) => {
  const issuer = new IssuerPage(page);
  const internal = await issuer.shell.label('errors', 'internal_error', 'eng');
  for (const bad of ['0', 'abc', '99999999999', '2147483647']) {
    await issuer.open(bad);
    await expect(issuer.notFound()).toBeVisible();
    await expect(page.getByText(internal)).toHaveCount(0);
  }
  for (const bad of ['0', 'abc', '99999999999']) {
    const response = await page.request.get(`/api/company/${bad}/`);
    expect(response.status()).toBe(400);
    const body = (await response.json()) as {
      error: { code: string; fields?: Record<string, string> };
    };
    expect(body.error.code).toBe('validation_failed');
    expect(Object.keys(body.error.fields ?? {})).toEqual(['params.id']);
  }
  expect((await page.request.get('/api/company/2147483647/')).status()).toBe(404);
});

test('the profile access page: /profile_access/ leads there, a visitor is sent to sign in', async ({
  page,
}) => {
  const issuer = new IssuerPage(page);
  await page.goto('/profile_access/?lang=eng');
  await expect(page).toHaveURL(/\/profile\/access\/\?lang=eng$/);
  await expect(issuer.access()).toBeVisible();
  await expect(page.getByTestId('profile-access-title')).toHaveText(
    await issuer.shell.label('profile_access', 'title', 'eng'),
  );
  await expect(issuer.accessTier()).toHaveAttribute('data-tier', 'visitor');
  await expect(issuer.accessRequest()).toHaveAttribute('data-state', 'sign_in');
  await expect(page.getByTestId('profile-access-sign-in-link')).toHaveAttribute(
    'href',
    '/sign-in/',
  );
  // What each tier unlocks, read from the access table: chart values are full access only.
  const chart = page.locator('[data-testid="access-capability"][data-capability="chart.values"]');
  await expect(chart.locator('td[data-allowed="true"]')).toHaveCount(1);
  await expect(chart.locator('td[data-tier="full"]')).toHaveAttribute('data-allowed', 'true');
});

test('the profile access page: a signed-in user asks for full access there', async ({ page }) => {
  const email = `access-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await new AuthPages(page).signUpAndConfirm(email, 'a long enough password');
  const issuer = new IssuerPage(page);
  await expect(issuer.shell.accountEmail()).toHaveText(email);
  await page.goto('/profile_access/');
  await expect(page).toHaveURL(/\/profile\/access\/$/);
  await expect(issuer.accessTier()).toHaveAttribute('data-tier', 'signed_in');
  await expect(issuer.accessRequest()).toHaveAttribute('data-state', 'none');
  await page.getByTestId('pa-tariff').selectOption('676');
  await page.getByTestId('pa-submit').click();
  await expect(page.getByTestId('pa-pending')).toBeVisible();
  await expect(issuer.accessRequest()).toHaveAttribute('data-state', 'pending');
  // A reload reads the same state from the page globals.
  await page.reload();
  await expect(issuer.accessRequest()).toHaveAttribute('data-state', 'pending');
});

test('the profile access page: full access sees its tier and its tariffs', async ({ page }) => {
  await signInAs(page, TIERS['full access']);
  const issuer = new IssuerPage(page);
  await page.goto('/profile/access/');
  await expect(issuer.accessTier()).toHaveAttribute('data-tier', 'full');
  await expect(
    page.locator('[data-testid="access-tier"][data-tier="full"][aria-current="true"]'),
  ).toHaveCount(1);
  await expect(page.getByTestId('access-tariff')).toHaveCount(3);
  await expect(
    page.getByTestId('pa-form').or(page.getByTestId('pa-pending')).or(page.getByTestId('pa-full')),
  ).toBeVisible();
});

test('a comment file on the issuer page: download denied, request sent, approved, opened', async ({
  page,
  browser,
  baseURL,
}) => {
  const issuer = new IssuerPage(page);
  const { analytics } = issuer;
  const email = await analytics.newFullAccessUser(browser, baseURL, DEMO_PASSWORD);
  const { emitentId, moderated } = await analytics.fixture();
  await issuer.open(emitentId);
  await analytics.block();
  await analytics.expectAlert(moderated.id, 'download_denied');

  await analytics.requestButton(moderated.id).click();
  await analytics.expectAlert(moderated.id, 'request_sent');
  expect((await page.request.get(`/api/comments/${moderated.id}/file/`)).status()).toBe(403);

  await analytics.asAdmin(browser, baseURL, DEMO_PASSWORD, (admin) =>
    admin.approve(email, 'comment_file'),
  );
  await page.reload();
  await analytics.block();
  await expect(analytics.fileAlert(moderated.id)).toHaveCount(0);
  await expect(analytics.fileLink(moderated.id)).toBeVisible();
  const download = page.waitForEvent('download');
  await analytics.fileLink(moderated.id).click();
  const file = await download;
  expect(
    fs
      .readFileSync(await file.path())
      .subarray(0, 5)
      .toString('latin1'),
  ).toBe('%PDF-');
  const response = await page.request.get(`/api/comments/${moderated.id}/file/`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
});
