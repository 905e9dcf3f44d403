import { expect, type Locator, type Page } from '@playwright/test';

interface ReportOptions {
  emitentId: number;
  bankRsbu: boolean;
  msfo: { id: number; text: string; sources: ('bondsight' | 'exerica')[] }[];
  rsbu: { id: number; text: string }[];
}

/** The statement tables' fields on the issuer page (msfo-<field>, rsbu-<field>, bank-rsbu-<field>). */
export type MsfoField = 'balance_sheet' | 'profit_and_loss' | 'cash_flow_statement' | 'params';

/**
 * The statement blocks of the issuer page (bank RSBU, MSFO, RSBU) and the bond page's IFRS and
 * RAS indicators. They load when they near the viewport, so each accessor scrolls first.
 */
export class IssuerReports {
  constructor(readonly page: Page) {}

  /** Which statements an issuer has, through the public API (null for an unknown id). */
  async options(emitentId: number): Promise<ReportOptions | null> {
    const response = await this.page.request.get(`/api/company/${emitentId}/report-options/`);
    return response.ok() ? ((await response.json()) as ReportOptions) : null;
  }

  /** The first issuer (ids 1..limit) whose statements match, through the public API. */
  async issuerWhere(
    matches: (options: ReportOptions) => boolean | Promise<boolean>,
    limit = 120,
  ): Promise<number | null> {
    for (let id = 1; id <= limit; id++) {
      const options = await this.options(id);
      if (options && (await matches(options))) return id;
    }
    return null;
  }

  /** Whether a bank RSBU variant (0 actual, 1 archive) has data. */
  async bankVariantHasData(emitentId: number, archiveFlag: 0 | 1): Promise<boolean> {
    const response = await this.page.request.get(
      `/api/report_bank_rsbu/${emitentId}/${archiveFlag}/`,
    );
    return response.ok() && !((await response.json()) as { emptyReport: boolean }).emptyReport;
  }

  /** A bond of an issuer that matches, among the first 100 bonds of the public list. */
  async bondOfIssuerWhere(matches: (options: ReportOptions) => boolean): Promise<number | null> {
    const list = (await (await this.page.request.get('/api/bonds/?limit=100')).json()) as {
      items: { id: number }[];
    };
    const seen = new Map<number, boolean>();
    for (const { id } of list.items) {
      const bond = (await (await this.page.request.get(`/api/bonds/${id}/`)).json()) as {
        emitent: { id: number };
      };
      if (!seen.has(bond.emitent.id)) {
        const options = await this.options(bond.emitent.id);
        seen.set(bond.emitent.id, options !== null && matches(options));
      }
      if (seen.get(bond.emitent.id)) return id;
    }
    return null;
  }

  async openIssuer(emitentId: number, language?: string) {
    await this.page.goto(`/company/${emitentId}/${language ? `?lang=${language}` : ''}`);
    await expect(this.page.locator('.issuer-page h1')).toBeVisible();
  }

  /** A block by its test id, scrolled into view so it loads. */
  async block(testId: 'bank-rsbu' | 'msfo' | 'rsbu' | 'bond-ifrs' | 'bond-ras'): Promise<Locator> {
    const block = this.page.getByTestId(testId);
    await block.scrollIntoViewIfNeeded();
    return block;
  }

  readonly bankTab = (id: 1 | 2) =>
    this.page.getByTestId('bank-rsbu-tabs').locator(`[role="tab"][data-tab-id="${id}"]`);
  readonly bankTabs = () => this.page.getByTestId('bank-rsbu-tabs').getByRole('tab');

  /** The MSFO block's source tab: ours ('bondsight') or the provider's ('exerica'). */
  readonly msfoSourceTab = (id: 'bondsight' | 'exerica') =>
    this.page.getByTestId('msfo-source-tabs').locator(`[role="tab"][data-tab-id="${id}"]`);
  /** The 'Powered by' mark over the provider's figures, and its note (unit, lines, as-of). */
  readonly providerMark = () => this.page.getByTestId('msfo-provider-mark');
  readonly providerNote = () => this.page.getByTestId('msfo-provider-note');

  /** An MSFO table (its current view: closed or open). */
  readonly msfoTable = (field: MsfoField) => this.page.getByTestId(`msfo-${field}`);
  readonly showMore = (table: Locator) => table.getByTestId('table-show-more');
  readonly masked = (table: Locator) => table.getByTestId('statement-masked');
  readonly gate = (gate: 'need_auth' | 'need_get_access') =>
    this.page.getByTestId(`statement-gate-${gate}`);
  readonly gateAccessLink = () => this.page.getByTestId('statement-gate-access');
  readonly gateSignIn = () => this.page.getByTestId('statement-gate-sign-in');

  /** A line's row of a table, by its code in the line catalogue. */
  readonly row = (table: Locator, code: string) =>
    table.locator(`tr[data-testid="second-table-row"][data-code="${code}"]`);

  /** A row's values as numbers (its value cells, formatted by the page: separators, minus). */
  async rowNumbers(table: Locator, code: string): Promise<number[]> {
    const texts = await this.row(table, code).locator('td').allInnerTexts();
    return texts.map(parseShownNumber);
  }
}

/** A number as the page shows it in any language: group separators, a decimal comma or dot. */
export function parseShownNumber(text: string): number {
  const cleaned = text.replace(/[\u2212\u2012\u2013]/g, '-').replace(/[^\d,.-]/g, '');
  // Statement amounts have no decimals; a trailing ",dd" or ".dd" is a decimal part.
  const decimal = /[.,](\d{1,2})$/.exec(cleaned);
  const whole = (decimal ? cleaned.slice(0, decimal.index) : cleaned).replace(/[.,]/g, '');
  return Number(decimal ? `${whole}.${decimal[1]}` : whole);
}
