import { expect, type Browser, type Page } from '@playwright/test';
import { AdminPage } from './admin-page';
import { AuthPages } from './auth-pages';
import { BondPage } from './bond-page';
import { PaidAccessDialog } from './paid-access';
import { Shell } from './shell';

interface CommentRow {
  id: number;
  provider_id: number;
  moderated: boolean;
  file: { name: string } | null;
  showAccessAlert: string | null;
}

/** The showcase issuer's bond and two of its comments with files: one open, one moderated. */
export interface AnalyticsFixture {
  bondId: number;
  emitentId: number;
  open: CommentRow;
  moderated: CommentRow;
}

/**
 * The bond page's analytics block (issuer comments and the five file-access states), and
 * the praams, placement and resume blocks beside it. The lower blocks load when they near
 * the viewport, so each accessor scrolls its block into view first.
 */
export class BondAnalytics {
  readonly bond: BondPage;
  constructor(readonly page: Page) {
    this.bond = new BondPage(page);
  }

  /** Keeps the registration and bottom banners (fixed at the bottom) off the lower blocks. */
  async quietBanners() {
    await this.page.context().addCookies(
      ['bs_reg_banner', 'bs_banner_closed'].map((name) => ({
        name,
        value: '1',
        domain: 'localhost',
        path: '/',
      })),
    );
  }

  /** The showcase issuer (Volga Energy): the demo world gives it both kinds of comment file. */
  async fixture(): Promise<AnalyticsFixture> {
    const bondId = await this.bond.idWhere(
      (b) => b.name.startsWith('Volga Energy ') && !b.name.startsWith('Volga Energy Capital'),
      'of the showcase issuer',
    );
    const summary = (await (await this.page.request.get(`/api/bonds/${bondId}/`)).json()) as {
      emitent: { id: number };
    };
    const emitentId = summary.emitent.id;
    const list = (await (
      await this.page.request.get(`/api/company/${emitentId}/comments_about/`)
    ).json()) as { items: CommentRow[] };
    const open = list.items.find((c) => c.file && !c.moderated);
    const moderated = list.items.find((c) => c.file && c.moderated);
    if (!open || !moderated) throw new Error('the showcase issuer lacks an open or moderated file');
    return { bondId, emitentId, open, moderated };
  }

  async block() {
    const block = this.page.getByTestId('block-analytics');
    await block.scrollIntoViewIfNeeded();
    await expect(block.getByTestId('comment').first()).toBeVisible();
    // The latest comments come first; the rest wait behind the all-comments link.
    const all = block.getByTestId('analytics-all');
    if ((await all.count()) > 0 && (await all.getAttribute('aria-expanded')) === 'false')
      await all.click();
    return block;
  }
  readonly title = () => this.page.getByTestId('analytics-title');
  readonly comment = (id: number) =>
    this.page.locator(`[data-testid="comment"][data-comment-id="${id}"]`);
  readonly fileLink = (id: number) => this.page.getByTestId(`comment-file-${id}`);
  readonly fileAlert = (id: number) => this.page.getByTestId(`comment-file-${id}-alert`);
  readonly requestButton = (id: number) => this.page.getByTestId(`comment-file-${id}-request`);
  readonly teaserSignIn = () => this.page.getByTestId('comment-sign-in');

  /** The file's alert says the state, in the interface language's label. */
  async expectAlert(id: number, state: string) {
    await expect(this.fileAlert(id)).toHaveAttribute('data-state', state);
    await expect(this.fileAlert(id)).toContainText(
      await this.bond.shell.label('errors', state, 'eng'),
    );
    await expect(this.fileLink(id)).toHaveCount(0);
  }

  async praams() {
    const block = this.page.getByTestId('block-praams');
    await block.scrollIntoViewIfNeeded();
    await expect(block.getByTestId('praams-overall-score')).toBeVisible();
    return block;
  }
  async placement() {
    const block = this.page.getByTestId('block-placement');
    await block.scrollIntoViewIfNeeded();
    await expect(block.getByTestId('placement-date')).toBeVisible();
    return block;
  }
  readonly resumeParagraphs = () => this.page.getByTestId('resume-paragraph');

  /**
   * A new account with full access (level 1077): signed up in this page, its paid-access
   * request approved by the administrator in a browser of their own. Fresh each time, so a
   * retried journey starts with no comment-file request of its own.
   */
  async newFullAccessUser(browser: Browser, baseURL: string | undefined, password: string) {
    const email = `analytics-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
    await new AuthPages(this.page).signUpAndConfirm(email, 'a long enough password');
    await expect(this.bond.shell.accountEmail()).toHaveText(email);
    const dialog = new PaidAccessDialog(this.page);
    await dialog.open();
    await dialog.request('677');
    await dialog.close();
    await this.asAdmin(browser, baseURL, password, (admin) => admin.approve(email));
    return email;
  }

  /** Runs `work` on the admin review page, signed in as the administrator elsewhere. */
  async asAdmin(
    browser: Browser,
    baseURL: string | undefined,
    password: string,
    work: (admin: AdminPage) => Promise<void>,
  ) {
    const context = await browser.newContext({ baseURL });
    try {
      const page = await context.newPage();
      await new AuthPages(page).signIn('admin@demo.bondsight', password);
      await expect(new Shell(page).adminLink()).toBeVisible();
      const admin = new AdminPage(page);
      await admin.open();
      await work(admin);
    } finally {
      await context.close();
    }
  }

  /** Rejects a waiting request of the user's (the admin page's other decision). */
  static async reject(admin: AdminPage, email: string, kind: string) {
    await admin.requestOf(email, kind).getByTestId('reject-request').click();
    await expect(admin.requestOf(email, kind)).toHaveCount(0);
  }
}
