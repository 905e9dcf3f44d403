import { expect, type Page } from '@playwright/test';
import { BondPage } from './bond-page';

interface RatingEntry {
  revoked: boolean;
}
type Ratings = Record<string, unknown> & {
  emission: RatingEntry[];
  emitent: RatingEntry[];
  spv: RatingEntry[];
  surety: RatingEntry[];
  guarantors: RatingEntry[];
  offeror: RatingEntry[];
};
const LISTS = ['emission', 'emitent', 'spv', 'surety', 'guarantors', 'offeror'] as const;

/**
 * The bond page's lower blocks: ratings, cash flow and options, documents. They load when
 * they near the viewport, so each accessor scrolls its block into view first.
 */
export class BondBlocks {
  readonly bond: BondPage;
  constructor(readonly page: Page) {
    this.bond = new BondPage(page);
  }

  /**
   * Keeps the registration and bottom banners away (their cookies say shown and closed):
   * fixed at the bottom, they would cover the lower blocks this journey clicks in.
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

  /** The first bond among the first 100 whose current ratings include revoked ones. */
  async idWithRevokedRatings(): Promise<{ id: number; total: number; revoked: number }> {
    const list = (await (await this.page.request.get('/api/bonds/?limit=100')).json()) as {
      items: { id: number }[];
    };
    for (const { id } of list.items) {
      const ratings = (await (
        await this.page.request.get(`/api/bonds/${id}/ratings/`)
      ).json()) as Ratings;
      const entries = LISTS.flatMap((list) => ratings[list]);
      const revoked = entries.filter((e) => e.revoked).length;
      if (revoked > 0 && revoked < entries.length) return { id, total: entries.length, revoked };
    }
    throw new Error('no bond with revoked (and active) ratings among the first 100');
  }

  /** The first bond among the first 100 with documents, with its first document and ISIN. */
  async bondWithDocuments(): Promise<{ id: number; isin: string | null; documentId: number }> {
    const list = (await (await this.page.request.get('/api/bonds/?limit=100')).json()) as {
      items: { id: number; isin: string | null }[];
    };
    for (const { id, isin } of list.items) {
      const documents = (await (
        await this.page.request.get(`/api/bonds/${id}/documents/`)
      ).json()) as { items: { id: number }[] };
      const first = documents.items[0];
      if (first) return { id, isin, documentId: first.id };
    }
    throw new Error('no bond with documents among the first 100');
  }

  private async block(testId: string) {
    const block = this.page.getByTestId(testId);
    await block.scrollIntoViewIfNeeded();
    return block;
  }

  async ratings() {
    return this.block('block-ratings');
  }
  readonly ratingRows = () => this.page.getByTestId('block-ratings').getByTestId('rating-row');
  readonly revokedRatingRows = () =>
    this.page
      .getByTestId('block-ratings')
      .locator('[data-testid="rating-row"][data-revoked="true"]');
  readonly revokedToggle = () => this.page.getByTestId('ratings-revoked-toggle');
  readonly ratingsTab = (tab: 'current' | 'history') => this.page.getByTestId(`ratings-tab-${tab}`);
  readonly historyRows = () => this.page.getByTestId('rating-history-row');
  readonly historyType = () => this.page.getByTestId('ratings-history-type');

  async cashFlow() {
    return this.block('block-cash-flow');
  }
  readonly cashFlowRows = () => this.page.getByTestId('cash-flow-row');

  async documents() {
    return this.block('block-documents');
  }
  readonly documentLink = (id: number) => this.page.getByTestId(`document-download-${id}`);
  readonly lockedDocument = (id: number) => this.page.getByTestId(`document-download-${id}-locked`);
  readonly documentRefusal = (id: number) =>
    this.page.getByTestId(`document-download-${id}-refused`);

  /** Opens a bond, then brings a block into view and waits for its rows. */
  async open(id: number) {
    await this.bond.open(id);
  }

  async expectRatingsLoaded() {
    await this.ratings();
    await expect(this.ratingRows().first()).toBeVisible();
  }
}
