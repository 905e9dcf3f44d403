import { expect, type Page } from '@playwright/test';
import { BondPage } from './bond-page';

interface Summary {
  id: number;
  tradingGrounds: { id: number }[];
  latestQuote: { stale: boolean; ageDays: number; tradingGroundId: number } | null;
  liquidity: { daysTraded: number };
}

/**
 * Freshness and liquidity on the bond page: the summary's latest market (price and yields with
 * who stands behind each, the ground and the date, a 'stale' mark past 7 days), its liquidity
 * line, the latest trading table's stale rows, and the hints of the four older blocks.
 */
export class BondFreshness {
  readonly bond: BondPage;
  constructor(readonly page: Page) {
    this.bond = new BondPage(page);
  }

  readonly market = () => this.page.getByTestId('market-freshness');
  readonly quoteValue = (key: 'price' | 'ytm' | 'exchange-yield') =>
    this.page.getByTestId(`quote-${key}`);
  readonly freshnessMark = () => this.page.getByTestId('freshness-mark');
  readonly staleMark = () => this.freshnessMark().getByTestId('stale-mark');
  readonly liquidityLine = () => this.page.getByTestId('liquidity-line');
  readonly ticksOrigin = () => this.page.getByTestId('ticks-origin');

  /** The hint of each older block, found inside its block. */
  readonly hints = {
    summary: () => this.page.getByTestId('bond-summary').getByTestId('hint'),
    latestTrading: () => this.page.getByTestId('latest-trading').getByTestId('hint'),
    chart: () => this.page.getByTestId('bond-chart').getByTestId('hint'),
    similar: () => this.page.getByTestId('similar-bonds').getByTestId('hint'),
  };

  /** The showcase corporate bond: the first bond of Volga Energy (it trades every day). */
  async showcaseId(): Promise<number> {
    const response = await this.page.request.get('/api/bonds/?limit=100');
    const { items } = (await response.json()) as { items: { id: number; emitentName: string }[] };
    const ids = items.filter((b) => b.emitentName === 'Volga Energy').map((b) => b.id);
    if (ids.length === 0) throw new Error('no Volga Energy bond among the first 100');
    return Math.min(...ids);
  }

  /** The summary answer of a bond, through the public API. */
  async summaryOf(id: number): Promise<Summary> {
    return (await (await this.page.request.get(`/api/bonds/${id}/`)).json()) as Summary;
  }

  /**
   * A bond whose latest price is stale and which did not trade in the window, via the API; its
   * price comes from its first ground, the one the latest trading table opens on.
   */
  async staleId(): Promise<number> {
    for (let offset = 0; offset < 500; offset += 100) {
      const response = await this.page.request.get(`/api/bonds/?limit=100&offset=${offset}`);
      const { items } = (await response.json()) as { items: { id: number }[] };
      if (items.length === 0) break;
      const found = await this.firstStale(items.map((item) => item.id));
      if (found !== null) return found;
    }
    throw new Error('no stale, untraded bond among the first 500');
  }

  private async firstStale(ids: number[]): Promise<number | null> {
    for (const id of ids) {
      const summary = await this.summaryOf(id);
      const quote = summary.latestQuote;
      if (
        quote?.stale &&
        summary.liquidity.daysTraded === 0 &&
        quote.tradingGroundId === summary.tradingGrounds[0]?.id
      )
        return id;
    }
    return null;
  }

  /** Turns hints on or off with the shell's switch, whatever they were. */
  async setHints(on: boolean) {
    const toggle = this.bond.shell.hintsToggle();
    if ((await toggle.getAttribute('aria-checked')) !== String(on)) await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', String(on));
  }
}
