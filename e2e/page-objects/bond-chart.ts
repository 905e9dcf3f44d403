import { expect, type Page } from '@playwright/test';

/** The bond page's chart block: tabs, views, the comparison panel and the widget's state. */
export class BondChart {
  constructor(readonly page: Page) {}

  readonly block = () => this.page.getByTestId('bond-chart');
  readonly canvas = () => this.block().getByTestId('chart-canvas');
  readonly tab = (kind: 'price' | 'yield' | 'g_spread') =>
    this.page.getByTestId(`chart-tab-${kind}`);
  readonly view = (view: 0 | 1 | 2) => this.page.getByTestId(`chart-view-${view}`);
  readonly archiveRows = () => this.page.getByTestId('archive-row');
  readonly stockChart = () => this.page.getByTestId('stock-chart');
  readonly comparePanel = () => this.page.getByTestId('compare-panel');

  /**
   * The chart's lines drawn (the widget's data-lines). A line is drawn once its ticks and its
   * name have both come: six lines over years of ticks can take longer than the default 5 s
   * on a busy two-core machine, so the wait is longer.
   */
  async expectLines(count: number) {
    await expect(this.canvas()).toHaveAttribute('data-lines', String(count), { timeout: 15_000 });
  }

  /**
   * Searches the comparison, picks the first result of a tab (other than `skipId`: the page's
   * own bond, listed among the live ones, has no other ground to add), its first ground, and
   * adds.
   */
  async addFromSearch(term: string, tab: 'bonds' | 'indexes', skipId?: number) {
    if (!(await this.comparePanel().isVisible()))
      await this.page.getByTestId('compare-open').click();
    await this.page.getByTestId('compare-search').fill(term);
    await this.page.getByTestId(`compare-tab-${tab}`).click();
    const results = this.page.getByTestId('compare-result');
    await (
      skipId === undefined ? results : results.and(this.page.locator(`:not([data-id="${skipId}"])`))
    )
      .first()
      .click();
    if (tab === 'bonds') await this.page.getByTestId('compare-ground').first().click();
    await this.page.getByTestId('compare-add').click();
  }
}
