import { expect, type Locator, type Page } from '@playwright/test';
import { Shell } from './shell';

/** DD.MM.YYYY, as the buy-date picker takes typed dates. */
export const pickerDate = (iso: string) => iso.split('-').reverse().join('.');

/** The bond page's watchlist action: the button, the list step and the modal step. */
export class WatchlistPanel {
  constructor(readonly page: Page) {}

  readonly button = () => this.page.getByTestId('watchlist-button');
  readonly panel = () => this.page.getByTestId('watchlist-panel');
  readonly details = () => this.page.getByTestId('watchlist-details');
  readonly saved = () => this.page.getByTestId('watchlist-saved');

  async open() {
    await this.button().click();
    await expect(this.panel()).toBeVisible();
  }

  async check(listName: string) {
    await this.panel().getByRole('checkbox', { name: listName, exact: true }).check();
  }

  async next() {
    await this.page.getByTestId('watchlist-next').click();
    await expect(this.details()).toBeVisible();
  }

  /** One chosen list's entry in the modal step. */
  readonly entry = (listName: string): Locator =>
    this.details()
      .getByTestId(/^watchlist-entry-\d+$/)
      .filter({ hasText: listName });

  async enter(listName: string, entry: { price?: string; count?: string; buyDate?: string }) {
    const row = this.entry(listName);
    if (entry.price !== undefined) await row.getByTestId('watchlist-entry-price').fill(entry.price);
    if (entry.count !== undefined) await row.getByTestId('watchlist-entry-count').fill(entry.count);
    if (entry.buyDate !== undefined) {
      const date = row.getByRole('combobox');
      await date.fill(pickerDate(entry.buyDate));
      await date.press('Enter');
    }
  }

  readonly entryError = (listName: string) =>
    this.entry(listName).getByTestId('watchlist-entry-error');

  async save() {
    await this.page.getByTestId('watchlist-details-save').click();
  }
}

/** The watchlist page (/watchlist/): lists, holdings, ladders, alerts. */
export class WatchlistPage {
  readonly shell: Shell;
  constructor(readonly page: Page) {
    this.shell = new Shell(page);
  }

  async open() {
    await this.page.goto('/watchlist/');
    await expect(this.page.getByTestId('watchlist-page')).toBeVisible();
  }

  async createList(name: string) {
    const form = this.page.getByTestId('watchlist-create');
    await form.getByRole('textbox').fill(name);
    await form.getByRole('button').click();
    await expect(this.list(name)).toBeVisible();
  }

  readonly list = (name: string) =>
    this.page.locator(`[data-testid="watchlist-list"][data-list-name="${name}"]`);

  readonly holdingRows = (name: string) =>
    this.list(name)
      .getByTestId(/^watchlist-holdings-\d+$/)
      .getByTestId('scroll-table-row');

  /** The ladder block: it loads when scrolled near, so scroll to it first. */
  readonly ladder = (name: string) => this.list(name).getByTestId(/^watchlist-ladder-\d+$/);

  /** The page's "add a bond": the site search in select mode (bonds only), then the panel. */
  readonly addBond = () => this.page.getByTestId('watchlist-add-bond');
  readonly bondSearch = () => this.addBond().getByTestId('watchlist-bond-search');

  /** Types a term in the bond search and picks the one suggestion whose text has `pick`. */
  async pickBond(term: string, pick: string) {
    await this.bondSearch().getByTestId('search-input').fill(term);
    const item = this.bondSearch().getByTestId('search-item').filter({ hasText: pick });
    await expect(item).toHaveCount(1);
    // Select mode: the list leads nowhere off the page (no 'see all results' link).
    await expect(this.bondSearch().getByTestId('search-see-all')).toHaveCount(0);
    await item.click();
  }

  readonly ladderRow = (name: string, month: string) =>
    this.list(name).locator(`[data-testid="watchlist-ladder-row"][data-month="${month}"]`);
}
