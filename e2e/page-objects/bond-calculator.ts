import { expect, type Page } from '@playwright/test';

/** The bond page's calculator block: the nkd date, the what-if form and the result list. */
export class BondCalculatorBlock {
  constructor(readonly page: Page) {}

  readonly block = () => this.page.getByTestId('bond-calculator');
  readonly anchor = () => this.page.locator('#block-calculator');
  readonly dateInput = () => this.page.getByTestId('nkd-date-field').getByRole('combobox');
  readonly dateError = () => this.page.getByTestId('nkd-date-error');
  readonly nkd = () => this.page.getByTestId('nkd-summary');
  readonly nkdValue = () => this.page.getByTestId('nkd-value');
  readonly input = () => this.page.getByTestId('calc-input');
  readonly kind = (kind: 'price' | 'yield' | 'spread') =>
    this.page.getByTestId(`calc-kind-${kind}`);
  readonly value = (key: string) => this.page.getByTestId(`calc-value-${key}`);
  readonly flows = () => this.page.getByTestId('calc-flow');

  /** Scrolls to the block (it loads only then) and waits for its first results. */
  async reach() {
    await this.anchor().scrollIntoViewIfNeeded();
    // The first calculation of a fresh server also starts its worker threads: give it time.
    await expect(this.block()).toHaveAttribute('data-state', 'ready', { timeout: 15_000 });
    await expect(this.value('ytm')).not.toHaveText('');
  }

  /** Types a date as DD.MM.YYYY key by key (the field takes digits, dots and commas only). */
  async typeDate(iso: string) {
    const [y, m, d] = iso.split('-');
    await this.dateInput().fill('');
    await this.dateInput().pressSequentially(`${d}.${m}.${y}`);
    await this.dateInput().press('Enter');
  }

  /** Computes everything from a typed clean price, yield or Z-spread. */
  async calculateFrom(kind: 'price' | 'yield' | 'spread', text: string) {
    await this.kind(kind).click();
    await this.input().fill(text);
    await this.input().press('Enter');
  }

  /**
   * An outstanding bond with a market price the visitor may see and more than a year to run,
   * found through the public API (the block computes from that price).
   */
  async idWithMarketPrice(): Promise<number> {
    const list = (await (await this.page.request.get('/api/bonds/?limit=100')).json()) as {
      items: { id: number; statusId: number; maturityDate: string | null }[];
    };
    const yearAhead = new Date(Date.now() + 400 * 86_400_000).toISOString().slice(0, 10);
    for (const bond of list.items) {
      if (bond.statusId !== 192 || !bond.maturityDate || bond.maturityDate < yearAhead) continue;
      const response = await this.page.request.get(`/api/bonds/${bond.id}/calculator-terms/`);
      if (!response.ok()) continue;
      const terms = (await response.json()) as { price: { cleanPrice: unknown } | null };
      if (typeof terms.price?.cleanPrice === 'number') return bond.id;
    }
    throw new Error('no outstanding bond with a visible market price among the first 100');
  }
}
