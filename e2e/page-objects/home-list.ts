import { expect, type Locator, type Page } from '@playwright/test';
import { PagerObject } from './pager';

export interface BondListAnswer {
  total: number;
  items: {
    id: number;
    name: string;
    currency: string;
    statusId: number;
    maturityDate: string | null;
    yield: number | null;
  }[];
}

/** The home page's bond list: filters, sortable headers, pager and page jump, saved filters. */
export class HomeList {
  constructor(readonly page: Page) {}

  readonly block = () => this.page.locator('#home-bonds');
  readonly table = () => this.page.getByTestId('bond-list');
  readonly names = () => this.table().getByTestId('bond-list-link');
  readonly issuers = () => this.table().getByTestId('bond-list-issuer');
  readonly statuses = () => this.table().getByTestId('bond-list-status');
  readonly maturities = () => this.table().getByTestId('bond-list-maturity');
  readonly rows = () => this.table().getByTestId('typed-table-row');
  readonly pager = () => new PagerObject(this.block());
  readonly next = (label: string) => this.pager().root().getByRole('button', { name: label });
  readonly sortButton = (field: string) => this.table().getByTestId(`sort-${field}`);
  readonly filter = (name: 'currency' | 'status' | 'kind') =>
    this.page.getByTestId(`filter-${name}`);
  readonly resetFilters = () => this.page.getByTestId('filter-reset');
  /** A typed filter of the screener (yieldMin, durationMax, tradedDaysMin, q...). */
  readonly field = (name: string) => this.page.getByTestId(`filter-${name}`);
  readonly fieldProblem = (name: string) => this.page.getByTestId(`filter-problem-${name}`);
  readonly moreFilters = () => this.page.getByTestId('filters-more');
  /** "Bonds found: N", with N in data-total. */
  readonly count = () => this.page.getByTestId('bond-list-count');
  readonly yields = () => this.table().getByTestId('bond-list-yield');
  readonly durations = () => this.table().getByTestId('bond-list-duration');
  readonly tradedDays = () => this.table().getByTestId('bond-list-traded-days');
  readonly priceDates = () => this.table().getByTestId('bond-list-price-date');
  readonly columnSettings = () => this.page.getByTestId('bond-list-columns');
  readonly column = (text: string) =>
    this.columnSettings().getByRole('checkbox', { name: text, exact: true });
  readonly jumpInput = () => this.page.getByTestId('page-jump-input');
  readonly jumpGo = () => this.page.getByTestId('page-jump-go');
  readonly savedSelect = () => this.page.getByTestId('saved-filter-select');
  readonly savedName = () => this.page.getByTestId('saved-filter-name');
  readonly savedSave = () => this.page.getByTestId('saved-filter-save');
  readonly savedDelete = () => this.page.getByTestId('saved-filter-delete');
  readonly savedNotice = () => this.page.getByTestId('saved-filter-notice');

  async open(query = '') {
    await this.page.goto(`/?lang=eng${query ? `&${query}` : ''}`);
    await expect(this.rows().first()).toBeVisible();
  }

  /** The same page of the list straight from the API: what the table must show. */
  async answer(query: string): Promise<BondListAnswer> {
    const response = await this.page.request.get(`/api/bonds/?limit=30&lang=eng&${query}`);
    expect(response.status()).toBe(200);
    return (await response.json()) as BondListAnswer;
  }

  async expectNames(query: string) {
    await expect(this.names()).toHaveText((await this.answer(query)).items.map((b) => b.name));
  }

  /** The data-value of each cell of a column, as numbers (blank cells left out). */
  async values(cells: Locator): Promise<number[]> {
    const raw = await cells.evaluateAll((all) =>
      all.map((c) => c.getAttribute('data-value') ?? ''),
    );
    return raw.filter(Boolean).map(Number);
  }

  async jumpTo(page: number) {
    await this.jumpInput().fill(String(page));
    await this.jumpGo().click();
  }

  /** The element at the centre of a locator's box, inside the locator itself? */
  async isOnTop(target: Locator): Promise<boolean> {
    return target.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return hit !== null && (hit === element || element.contains(hit));
    });
  }
}
