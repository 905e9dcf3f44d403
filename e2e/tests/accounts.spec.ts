import { expect, test, type Page } from '@playwright/test';
import { AuthPages } from '../page-objects/auth-pages';
import { BondPage } from '../page-objects/bond-page';
import { Shell } from '../page-objects/shell';
import { DEMO_PASSWORD } from '../support/browser';

test.describe('accounts', () => {
  test('a new user signs up, signs out, and signs in again', async ({ page }) => {
    const auth = new AuthPages(page);
    const shell = new Shell(page);
    const email = `e2e-${Date.now()}@example.com`;

    await auth.signUpAndConfirm(email, 'a long enough password');
    await expect(shell.accountEmail()).toHaveText(email);
    await shell.signOut();
    await expect(shell.accountEmail()).toHaveCount(0);

    await auth.signIn(email, 'the wrong password');
    await expect(auth.formError()).toHaveText(
      await shell.label('errors', 'invalid_credentials', 'eng'),
    );
    await auth.signIn(email, 'a long enough password');
    await expect(shell.accountEmail()).toHaveText(email);

    // The session survives a reload: it lives in the database behind a cookie.
    await page.reload();
    await expect(shell.accountEmail()).toHaveText(email);
  });

  test('a new account signs in only once the link mailed to its address is followed', async ({
    page,
  }) => {
    // Issue 31 item 6: whoever registers an address first must own it.
    const auth = new AuthPages(page);
    const shell = new Shell(page);
    const email = `e2e-proof-${Date.now()}@example.com`;
    await auth.signUp(email, 'a long enough password');
    await expect(page.getByTestId('form-notice')).toHaveText(
      await shell.label('auth', 'sign_up_check_mail', 'eng'),
    );
    await expect(shell.accountEmail()).toHaveCount(0);
    await auth.signIn(email, 'a long enough password');
    await expect(auth.formError()).toHaveText(
      await shell.label('errors', 'email_not_verified', 'eng'),
    );
    await expect(shell.accountEmail()).toHaveCount(0);
    // The link from the mail outbox proves the address, once.
    await page.goto('/dev/mail');
    const link = page
      .getByTestId('mail-message')
      .filter({ hasText: email })
      .first()
      .getByTestId('mail-link');
    const href = (await link.getAttribute('href'))!;
    await link.click();
    await expect(page.getByTestId('verify-email-done')).toHaveText(
      await shell.label('auth', 'verify_done', 'eng'),
    );
    await page.getByTestId('verify-email-sign-in').click();
    await auth.signIn(email, 'a long enough password');
    await expect(shell.accountEmail()).toHaveText(email);
    await page.goto(href);
    await expect(page.getByTestId('verify-email-failed')).toHaveText(
      await shell.label('errors', 'verification_link_invalid', 'eng'),
    );
  });

  test('signing up with a registered address signs no one in and says "check your mail"', async ({
    page,
  }) => {
    const auth = new AuthPages(page);
    const shell = new Shell(page);
    await auth.signUp('user@demo.bondsight', 'not the owner password');
    await expect(page.getByTestId('form-notice')).toHaveText(
      await shell.label('auth', 'sign_up_check_mail', 'eng'),
    );
    await expect(shell.accountEmail()).toHaveCount(0);
  });

  test('a signed-in user without full access is told the export needs it', async ({ page }) => {
    await new AuthPages(page).signIn('user@demo.bondsight', DEMO_PASSWORD);
    const bond = new BondPage(page);
    await expect(bond.shell.accountEmail()).toHaveText('user@demo.bondsight');
    await bond.open(await bond.idOf('SU26230RMFS1'));
    await bond.lockedExport().click();
    await expect(bond.exportRefusal()).toHaveText(
      await bond.shell.label('errors', 'access_denied_auth', 'eng'),
    );
  });

  test('a full-access (1077) user sees and downloads the Excel export', async ({ page }) => {
    await new AuthPages(page).signIn('full@demo.bondsight', DEMO_PASSWORD);
    const bond = new BondPage(page);
    await expect(bond.shell.accessBadge()).toHaveText(
      await bond.shell.label('common', 'access_full', 'eng'),
    );
    await bond.open(await bond.idOf('SU26230RMFS1'));
    await expect(bond.lockedExport()).toHaveCount(0);
    const download = page.waitForEvent('download');
    await bond.exportLink().click();
    expect((await download).suggestedFilename()).toBe('SU26230RMFS1-archive.xlsx');
  });
});

/** The header's items (and the account's) as boxes, for the one-row and overlap checks. */
const headerBoxes = (page: Page) =>
  page.evaluate(() => {
    const box = (e: Element) => {
      const r = e.getBoundingClientRect();
      return {
        name: e.className || e.tagName,
        top: r.top,
        bottom: r.bottom,
        left: r.left,
        right: r.right,
      };
    };
    const shown = (e: Element) => e.getBoundingClientRect().width > 0;
    return {
      items: [...document.querySelector('.site-header-inner')!.children].filter(shown).map(box),
      account: [...document.querySelector('.account')!.children].filter(shown).map(box),
      pageWidth: document.documentElement.scrollWidth,
    };
  });
type Box = Awaited<ReturnType<typeof headerBoxes>>['items'][number];
const oneRow = (boxes: Box[]) =>
  Math.max(...boxes.map((b) => b.top)) < Math.min(...boxes.map((b) => b.bottom));
const overlap = (a: Box, b: Box) =>
  a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
const overlapping = (boxes: Box[]) =>
  boxes.flatMap((a, i) =>
    boxes
      .slice(i + 1)
      .filter((b) => overlap(a, b))
      .map((b) => `${a.name} × ${b.name}`),
  );

test('the signed-in header keeps one row at 1280 px, the alert covers nothing, 680 px stays tidy', async ({
  page,
}) => {
  // The administrator has the most in the header: support, watchlists, admin, the account.
  await new AuthPages(page).signIn('admin@demo.bondsight', DEMO_PASSWORD);
  const shell = new Shell(page);
  await expect(shell.accountEmail()).toHaveText('admin@demo.bondsight');
  // Spanish and Russian have the longest words; it once took two rows even in English.
  for (const language of ['esp', 'rus', 'eng']) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/?lang=${language}`);
    await expect(shell.adminLink()).toBeVisible();
    const wide = await headerBoxes(page);
    expect(oneRow(wide.items), language).toBe(true);
    expect(oneRow(wide.account), language).toBe(true);
    expect(overlapping(wide.items), language).toEqual([]);
    expect(overlapping(wide.account), language).toEqual([]);

    // An alert takes its own place: over neither the header nor the page's search box.
    await page.evaluate(() =>
      window.dispatchEvent(
        new CustomEvent('bs:alert', {
          detail: { message: 'Your link has expired', persistent: true },
        }),
      ),
    );
    await expect(page.getByTestId('shell-alert')).toBeVisible();
    const alert = (await page.getByTestId('shell-alert').boundingBox())!;
    for (const covered of [page.locator('.site-header'), page.locator('.search-box').last()]) {
      const box = (await covered.boundingBox())!;
      const apart = alert.y >= box.y + box.height || alert.y + alert.height <= box.y;
      expect(apart, language).toBe(true);
    }

    await page.setViewportSize({ width: 680, height: 800 });
    await page.goto(`/?lang=${language}`);
    // The header is drawn once the app has rendered: measure it then, not on the bare page.
    await expect(page.locator('.site-header-inner .account')).toBeAttached();
    const narrow = await headerBoxes(page);
    expect(narrow.pageWidth, language).toBeLessThanOrEqual(680);
    expect(oneRow(narrow.account), language).toBe(true);
    expect(overlapping(narrow.account), language).toEqual([]);
  }
  // The tier and "Sign out" wait in the account menu.
  await shell.openAccountMenu();
  await expect(shell.accessBadge()).toBeVisible();
});
