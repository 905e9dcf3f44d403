import { expect, type Page } from '@playwright/test';

interface QuotesAnswer {
  request_data: Record<string, 'send_request' | 'already_send_request' | 'forbidden_request'>;
  market_participants: { trading_ground_id: number; name: string; is_participant: boolean }[];
}

/** The bond page's "Last quotes" block: a tab per source, its tables and its request link. */
export class BondQuotes {
  constructor(readonly page: Page) {}

  readonly block = () => this.page.getByTestId('bond-quotes');
  readonly tab = (groundId: number) =>
    this.block().locator(`[data-testid="quotes-tab"][data-ground="${groundId}"]`);
  readonly panel = () => this.block().getByTestId('quotes-panel');
  readonly requestLink = () => this.panel().getByTestId('quotes-request');
  readonly requestState = () => this.panel().getByTestId('quotes-request-state');
  readonly lastQuotes = () => this.panel().getByTestId('quotes-table-last');

  /** Scrolls the block into view (it loads then) and opens a source's tab. */
  async openSource(groundId: number) {
    await this.page.locator('#block-quotes').scrollIntoViewIfNeeded();
    await this.tab(groundId).click();
    await expect(this.panel()).toHaveAttribute('data-ground', String(groundId));
  }

  /**
   * The first bond of the public list whose block offers, to the user this page is signed in
   * as, the request link of some ground in the given state; with that ground.
   */
  async findBond(
    state: 'send_request' | 'forbidden_request',
  ): Promise<{ bondId: number; groundId: number }> {
    const list = (await (await this.page.request.get('/api/bonds/?limit=100')).json()) as {
      items: { id: number }[];
    };
    for (const { id } of list.items) {
      const bond = (await (await this.page.request.get(`/api/bonds/${id}/`)).json()) as {
        emitent: { id: number };
        statusId: number;
      };
      const answer = (await (
        await this.page.request.get(
          `/api/bonds/mp-quotes/${id}/${bond.emitent.id}/${bond.statusId}/`,
        )
      ).json()) as QuotesAnswer;
      const ground = Object.entries(answer.request_data).find(([, s]) => s === state)?.[0];
      if (ground) return { bondId: id, groundId: Number(ground) };
    }
    throw new Error(`no bond with a ${state} ground among the first 100`);
  }
}
