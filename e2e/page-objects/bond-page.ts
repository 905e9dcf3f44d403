import { expect, type Page } from '@playwright/test';
import { Shell } from './shell';

export class BondPage {
  readonly shell: Shell;
  constructor(readonly page: Page) {
    this.shell = new Shell(page);
  }

  /** The id of a bond by ISIN, through the public API. */
  async idOf(isin: string): Promise<number> {
    return this.idWhere((b) => b.isin === isin, isin);
  }

  /**
   * The id of the first bond the public list shows that matches, paging from the end: bonds
   * imported after the demo world was generated come last.
   */
  async idWhere(
    matches: (bond: { id: number; isin: string | null; name: string }) => boolean,
    what: string,
  ): Promise<number> {
    const page = async (offset: number) =>
      (await (await this.page.request.get(`/api/bonds/?limit=100&offset=${offset}`)).json()) as {
        total: number;
        items: { id: number; isin: string | null; name: string }[];
      };
    const { total, items } = await page(0);
    const first = items.find(matches);
    if (first) return first.id;
    for (let offset = Math.floor((total - 1) / 100) * 100; offset > 0; offset -= 100) {
      const found = (await page(offset)).items.find(matches);
      if (found) return found.id;
    }
    throw new Error(`no bond ${what}`);
  }

  /** Outstanding bonds (status 192) traded on the exchange ground (1), through the public API. */
  async exchangeBonds(count: number): Promise<number[]> {
    const list = (await (await this.page.request.get('/api/bonds/?limit=100')).json()) as {
      items: { id: number; statusId: number }[];
    };
    const ids: number[] = [];
    for (const { id, statusId } of list.items) {
      if (statusId !== 192) continue;
      const bond = (await (await this.page.request.get(`/api/bonds/${id}/`)).json()) as {
        tradingGrounds: { id: number }[];
      };
      if (bond.tradingGrounds[0]?.id === 1) ids.push(id);
      if (ids.length === count) return ids;
    }
    throw new Error(`fewer than ${count} outstanding bonds on ground 1 among the first 100`);
  }

  /** The first outstanding bond traded on the exchange ground. */
  async exchangeBond(): Promise<number> {
    return (await this.exchangeBonds(1))[0]!;
  }

  /** A bond with more than one page (10) of similar bonds, found through the API. */
  async idWithManySimilar(): Promise<number> {
    const response = await this.page.request.get('/api/bonds/?limit=100');
    const { items } = (await response.json()) as { items: { id: number }[] };
    for (const { id } of items) {
      const similar = await this.page.request.get(`/api/bonds/${id}/similar-items/`);
      if (((await similar.json()) as { total: number }).total > 10) return id;
    }
    throw new Error('no bond with more than 10 similar bonds among the first 100');
  }

  /** A bond traded on the given ground (e.g. the NSD ground 381), through the public API. */
  async idOnGround(groundId: number): Promise<number> {
    const response = await this.page.request.get('/api/bonds/?limit=50');
    const { items } = (await response.json()) as { items: { id: number }[] };
    for (const { id } of items) {
      const bond = (await (await this.page.request.get(`/api/bonds/${id}/`)).json()) as {
        tradingGrounds: { id: number }[];
      };
      if (bond.tradingGrounds.some((g) => g.id === groundId)) return id;
    }
    throw new Error(`no bond on ground ${groundId} among the first 50`);
  }

  /** The archive's tab of a trading ground, by its name. */
  readonly groundTab = (name: string) =>
    this.page.getByTestId('latest-trading').getByRole('tab', { name });
  readonly maskedValues = () => this.ticksTable().getByTestId('masked-value');

  async open(id: number, language?: string) {
    await this.page.goto(`/bonds/${id}/${language ? `?lang=${language}` : ''}`);
    await expect(this.name()).toBeVisible();
  }

  readonly name = () => this.page.getByTestId('bond-name');
  readonly summary = () => this.page.getByTestId('bond-summary');
  readonly isin = () => this.page.getByTestId('summary-isin');
  readonly issuerLink = () => this.page.getByTestId('issuer-link');
  readonly ticksTable = () => this.page.getByTestId('ticks-table');
  readonly exportLink = () => this.page.getByTestId('export-excel');
  readonly lockedExport = () => this.page.getByTestId('export-excel-locked');
  readonly exportRefusal = () => this.page.getByTestId('export-excel-refused');
  readonly summaryTitle = () => this.page.locator('#summary-title');
  readonly similarBonds = () => this.page.getByTestId('similar-bonds');
}
