import type { Page } from '@playwright/test';
import { BondPage } from './bond-page';

export interface LifeSummary {
  id: number;
  life: {
    state: string;
    alive: boolean;
    endDate: string | null;
    endEvent: string | null;
    endPrice: number | null;
  };
}

/**
 * A bond's life on its page (issue 29): the summary's life line, the In brief text, the cash
 * flow's rows and options, found by the bond's properties through the public API.
 */
export class BondLife {
  readonly bond: BondPage;
  constructor(readonly page: Page) {
    this.bond = new BondPage(page);
  }

  /** The first bond redeemed early (status 112) the list's "matured" group shows. */
  async earlyRedeemedId(): Promise<number> {
    for (let offset = 0; offset < 5000; offset += 100) {
      const response = await this.page.request.get(
        `/api/bonds/?status=matured&limit=100&offset=${offset}`,
      );
      const { items } = (await response.json()) as { items: { id: number; statusId: number }[] };
      const found = items.find((b) => b.statusId === 112);
      if (found) return found.id;
      if (items.length < 100) break;
    }
    throw new Error('no bond of status 112 (redeemed early) in the list');
  }

  async summaryOf(id: number): Promise<LifeSummary> {
    return (await (await this.page.request.get(`/api/bonds/${id}/`)).json()) as LifeSummary;
  }

  readonly lifeLine = () => this.page.getByTestId('summary-life');
  readonly quoteValue = (key: 'price' | 'ytm' | 'exchange-yield') =>
    this.page.getByTestId(`quote-${key}`);
  readonly resumeParagraphs = () => this.page.getByTestId('resume-paragraph');
  readonly cashFlowRows = () => this.page.getByTestId('cash-flow-row');
  readonly optionRows = () => this.page.getByTestId('option-row');

  /** Brings a lower block into view (it loads when it nears the viewport). */
  async show(testId: 'block-resume' | 'block-cash-flow') {
    const block = this.page.getByTestId(testId);
    await block.scrollIntoViewIfNeeded();
    return block;
  }
}
