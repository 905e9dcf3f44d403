import { expect, type Page } from '@playwright/test';
import { BondPage } from './bond-page';
import { Shell } from './shell';

/**
 * The issuer page's multipliers block (#blockMultipliers) and report files block
 * (#issuerReports). Both load as the page opens and render only with data, so each accessor
 * scrolls its block into view once it is there.
 */
export class IssuerMultipliersFiles {
  readonly bond: BondPage;
  readonly shell: Shell;
  constructor(readonly page: Page) {
    this.bond = new BondPage(page);
    this.shell = new Shell(page);
  }

  /** Keeps the registration and bottom banners (fixed at the bottom) off the lower blocks. */
  async quietBanners() {
    await this.page.context().addCookies(
      ['bs_reg_banner', 'bs_banner_closed'].map((name) => ({
        name,
        value: '1',
        domain: 'localhost',
        path: '/',
      })),
    );
  }

  /** The showcase corporate issuer (Volga Energy): MSFO and RSBU, multipliers and files. */
  async showcaseId(): Promise<number> {
    const bondId = await this.bond.idWhere(
      (b) => b.name.startsWith('Volga Energy ') && !b.name.startsWith('Volga Energy Capital'),
      'of the showcase issuer',
    );
    const summary = (await (await this.page.request.get(`/api/bonds/${bondId}/`)).json()) as {
      emitent: { id: number };
    };
    return summary.emitent.id;
  }

  async open(emitentId: number, language = 'eng') {
    await this.page.goto(`/company/${emitentId}/?lang=${language}`);
  }

  readonly multipliers = () => this.page.getByTestId('issuer-multipliers');
  readonly multipliersSection = () => this.page.locator('#blockMultipliers');
  readonly tabs = () => this.page.getByTestId('multipliers-tabs');
  readonly tab = (id: 1 | 2) => this.tabs().locator(`[role="tab"][data-tab-id="${id}"]`);
  readonly group = (id: number) => this.page.getByTestId(`multiplier-group-${id}`);
  readonly groupsToggle = () => this.page.getByTestId('multiplier-groups-more');
  readonly multiplierName = (code: string) =>
    this.page.locator(`[data-testid="multiplier-name"][data-code="${code}"]`);

  readonly files = () => this.page.getByTestId('issuer-report-files');
  readonly list = (list: string) => this.page.getByTestId(`report-list-${list}`);
  readonly years = (list: string) => this.list(list).getByTestId('report-year');
  readonly yearsToggle = (list: string) => this.page.getByTestId(`report-years-${list}-more`);
  readonly warning = () => this.page.getByTestId('report-files-warning');
  readonly fileLinks = () => this.files().getByTestId('report-file-link');
  readonly lockedFiles = () => this.files().getByTestId('report-file-locked');

  /** Scrolls to the multipliers block once it has rendered. */
  async showMultipliers() {
    await expect(this.multipliers()).toBeVisible({ timeout: 15_000 });
    await this.multipliers().scrollIntoViewIfNeeded();
  }

  /** Scrolls to the report files block once it has rendered. */
  async showFiles() {
    await expect(this.files()).toBeVisible({ timeout: 15_000 });
    await this.files().scrollIntoViewIfNeeded();
  }
}
