import { expect, type Page } from '@playwright/test';
import { BondPage } from './bond-page';

interface ListedBond {
  id: number;
  isin: string | null;
  emitentName: string;
}

/**
 * The bond page's extra blocks: the '...' list of the blocks a bond has, one card per block
 * in its `#block-extra-<kind>` section, and the issuer's other bonds by pages of 10. The area
 * loads when it nears the viewport, so the accessors scroll to it first.
 */
export class BondExtras {
  readonly bond: BondPage;
  constructor(readonly page: Page) {
    this.bond = new BondPage(page);
  }

  /**
   * Keeps the registration and bottom banners away (their cookies say shown and closed):
   * fixed at the bottom, they would cover the blocks this journey clicks in.
   */
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

  /** The showcase corporate bond: the first bond of Volga Energy (every extra block). */
  async showcaseId(): Promise<number> {
    const response = await this.page.request.get('/api/bonds/?limit=100');
    const { items } = (await response.json()) as { items: ListedBond[] };
    const ids = items.filter((b) => b.emitentName === 'Volga Energy').map((b) => b.id);
    if (ids.length === 0) throw new Error('no Volga Energy bond among the first 100');
    return Math.min(...ids);
  }

  /** The extras answer of a bond, through the public API. */
  async blocksOf(id: number): Promise<string[]> {
    const response = await this.page.request.get(`/api/bonds/${id}/extras/`);
    return ((await response.json()) as { blocks: string[] }).blocks;
  }

  readonly area = () => this.page.getByTestId('bond-extras');
  readonly menu = () => this.page.getByTestId('extras-menu');
  readonly menuToggle = () => this.page.getByTestId('extras-menu-toggle');
  readonly menuLink = (block: string) => this.page.getByTestId(`extras-link-${block}`);
  readonly section = (block: string) => this.page.locator(`#block-extra-${block}`);
  readonly card = (block: string) => this.page.getByTestId(`extra-${block}`);
  readonly issuerItems = () => this.page.getByTestId('issuer-items');
  readonly issuerItemRows = () => this.issuerItems().getByTestId('issuer-item');

  /** Scrolls down to the extras area and waits for its '...' list. */
  async reveal() {
    // The area is empty (no height) until it loads: scroll the page to it, not the element.
    await this.area().evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await expect(this.menuToggle()).toBeVisible();
  }
}
