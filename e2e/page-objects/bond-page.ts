import { expect, type Page } from '@playwright/test';
import { Shell } from './shell';

export class BondPage {
  readonly shell: Shell;
  constructor(readonly page: Page) {
    this.shell = new Shell(page);
  }

  /** The id of a bond by ISIN, through the public API. */
  async idOf(isin: string): Promise<number> {
    const response = await this.page.request.get('/api/bonds/?limit=100');
    const { items } = (await response.json()) as { items: { id: number; isin: string }[] };
    const bond = items.find((b) => b.isin === isin);
    if (!bond) throw new Error(`no bond ${isin}`);
    return bond.id;
  }

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
  readonly exportRefusal = () => this.page.getByTestId('export-refused');
  readonly summaryTitle = () => this.page.locator('#summary-title');
}
