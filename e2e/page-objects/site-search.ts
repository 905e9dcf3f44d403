import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The tabs of the site search, in the spec's order. */
export const SEARCH_TABS = ['bonds', 'stocks', 'indexes', 'companies', 'etf'] as const;
export type SearchTab = (typeof SEARCH_TABS)[number];

export interface SuggestAnswer {
  items: { id: number; name: string; ttl: string; ticker?: string[]; status: string }[];
  counter_title: string;
  search_error: string | null;
}

/** What a suggest call answers for a term, as the widget sends it (an URL-encoded form). */
export async function suggest(
  request: APIRequestContext,
  tab: SearchTab,
  term: string,
): Promise<SuggestAnswer> {
  const response = await request.post(`/api/suggest/${tab}/`, { form: { term } });
  expect(response.status()).toBe(200);
  return (await response.json()) as SuggestAnswer;
}

/** The main search box in the page shell (widgets/search-box, features/site-search). */
export class SiteSearchBox {
  constructor(readonly page: Page) {}

  readonly root = () => this.page.getByTestId('site-search');
  readonly toggle = () => this.root().getByTestId('search-toggle');
  readonly input = () => this.root().getByTestId('search-input');
  readonly loader = () => this.root().getByTestId('search-loader');
  readonly panel = () => this.root().getByTestId('search-panel');
  readonly tabs = () => this.root().getByTestId('search-tabs').getByTestId('tab');
  readonly tab = (tab: SearchTab) =>
    this.root().locator(`[data-testid="tab"][data-tab-id="${tab}"]`);
  readonly count = (tab: SearchTab) => this.tab(tab).getByTestId('search-tab-count');
  readonly activeTab = () => this.root().locator('[data-testid="tab"][aria-selected="true"]');
  readonly items = () => this.root().getByTestId('search-item');
  readonly empty = () => this.root().getByTestId('search-empty');
  readonly seeAll = () => this.root().getByTestId('search-see-all');

  /** Types a term and waits until the answers are shown (the loader gone, the panel open). */
  async search(term: string) {
    if (await this.toggle().isVisible()) await this.toggle().click();
    await this.input().fill(term);
    await expect(this.loader()).toHaveCount(0, { timeout: 10_000 });
    await expect(this.panel()).toBeVisible();
  }
}

/** The all-results page (/search/?q=&type=&page=). */
export class SearchResultsPage {
  constructor(readonly page: Page) {}

  readonly root = () => this.page.getByTestId('search-page');
  readonly items = () => this.root().getByTestId('search-page-item');
  readonly tab = (tab: SearchTab) =>
    this.root().locator(`[data-testid="tab"][data-tab-id="${tab}"]`);
  readonly pager = () => this.root().getByTestId('search-page-pager');
  readonly pagerPage = (n: number) =>
    this.pager()
      .getByTestId('pager-page')
      .filter({ hasText: new RegExp(`^${n}$`) });
  readonly empty = () => this.root().getByTestId('search-page-empty');
}
