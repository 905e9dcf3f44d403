import { expect, type Locator, type Page } from '@playwright/test';
import { BondAnalytics } from './bond-analytics';
import { Shell } from './shell';

/** The issuer page's company answer, as the bonds table reads it. */
export interface CompanyBonds {
  id: number;
  bonds: { id: number; live: boolean; maturityDate: string | null }[];
}

/**
 * The issuer page (/company/{id}/): the section menu (home icon, entries, the '...' extra
 * list), the issuer's bonds table, and the analytics block (shared with the bond page's
 * analytics page object); and the profile access page (/profile/access/).
 */
export class IssuerPage {
  readonly shell: Shell;
  readonly analytics: BondAnalytics;
  constructor(readonly page: Page) {
    this.shell = new Shell(page);
    this.analytics = new BondAnalytics(page);
  }

  /** The showcase issuer (Volga Energy): bonds, statements and both kinds of comment file. */
  async showcaseId(): Promise<number> {
    return (await this.analytics.fixture()).emitentId;
  }

  async open(id: number | string) {
    await this.page.goto(`/company/${id}/`);
  }

  async company(id: number): Promise<CompanyBonds> {
    return (await (await this.page.request.get(`/api/company/${id}/`)).json()) as CompanyBonds;
  }

  readonly notFound = () => this.page.getByTestId('not-found');

  // The section menu.
  readonly menu = () => this.page.getByTestId('block-menu');
  readonly home = () => this.page.getByTestId('block-menu-home');
  readonly more = () => this.page.getByTestId('block-menu-more');
  readonly extraList = () => this.page.getByTestId('block-menu-extra');
  readonly entry = (blockId: string) => this.menu().locator(`a[data-block="${blockId}"]`);
  readonly block = (blockId: string) => this.page.locator(`section#${blockId}`);

  /** Lets every block that loads near the viewport arrive (or leave), then goes back up. */
  async loadAllBlocks() {
    await expect(this.menu()).toBeVisible();
    for (let i = 0; i < 6; i++) await this.page.mouse.wheel(0, 4_000);
    await this.page.waitForLoadState('networkidle');
    await this.page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => this.page.evaluate(() => window.scrollY)).toBe(0);
  }

  /** The ids of the menu's entries: those shown at once, then those behind '...'. */
  async entries(): Promise<{ main: string[]; extra: string[] }> {
    const ids = (list: Locator) =>
      list
        .locator('a[data-block]')
        .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('data-block')!));
    return {
      main: await ids(this.menu().locator('.block-menu-list')),
      extra: (await this.more().count()) > 0 ? await ids(this.extraList()) : [],
    };
  }

  /** The block's top from the viewport's top, once the smooth scroll has settled. */
  async expectBlockAt(blockId: string, top: number) {
    await expect
      // `+ 0`: Math.round(-0.4) is -0, which toBe(0) tells apart.
      .poll(async () => Math.round((await this.block(blockId).boundingBox())!.y - top) + 0)
      .toBe(0);
  }

  // The issuer's bonds table.
  readonly bondsBlock = () => this.page.getByTestId('issuer-bonds');
  readonly bondRows = () => this.bondsBlock().getByTestId('scroll-table-row');
  readonly showMore = () => this.bondsBlock().getByTestId('table-show-more');
  readonly sortButton = (column: 'name' | 'status' | 'coupon' | 'maturity' | 'yield') =>
    this.bondsBlock().getByTestId(`sort-${column}`);

  async shownBondIds(): Promise<number[]> {
    return this.bondsBlock()
      .getByTestId('issuer-bond-link')
      .evaluateAll((links) => links.map((a) => Number(a.getAttribute('data-bond-id'))));
  }

  async shownMaturities(): Promise<string[]> {
    return this.bondsBlock()
      .getByTestId('issuer-bond-maturity')
      .evaluateAll((cells) => cells.map((c) => c.getAttribute('data-value') ?? ''));
  }

  // The profile access page.
  readonly access = () => this.page.getByTestId('profile-access');
  readonly accessTier = () => this.page.getByTestId('profile-access-tier');
  readonly accessRequest = () => this.page.getByTestId('profile-access-request');
}
