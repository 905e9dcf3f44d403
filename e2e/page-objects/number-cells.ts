import type { Locator, Page } from '@playwright/test';
import { BondPage } from './bond-page';

/** Number formats per interface language, as the formatter writes them (Intl). */
export const NUMBER_PATTERNS = {
  // eng: 1,234.5678; rus: 1 234,5678 (a no-break space groups); chn: as eng.
  eng: (decimals: number) =>
    new RegExp(`^-?\\d{1,3}(,\\d{3})*${decimals ? `\\.\\d{${decimals}}` : ''}$`),
  rus: (decimals: number) =>
    new RegExp(`^-?\\d{1,3}(\\u00a0\\d{3})*${decimals ? `,\\d{${decimals}}` : ''}$`),
  chn: (decimals: number) =>
    new RegExp(`^-?\\d{1,3}(,\\d{3})*${decimals ? `\\.\\d{${decimals}}` : ''}$`),
} as const;
export type PatternLanguage = keyof typeof NUMBER_PATTERNS;

/** Parses a number as the formatter wrote it in one of the pattern languages. */
export function parseShown(text: string, language: PatternLanguage): number {
  const plain =
    language === 'rus' ? text.replace(/\u00a0/g, '').replace(',', '.') : text.replace(/,/g, '');
  return Number(plain);
}

/**
 * The number cells of the bond page's tables, read as text by column header: the latest
 * trading table (archive) and the quotes block's tables.
 */
export class NumberCells {
  readonly bond: BondPage;

  constructor(readonly page: Page) {
    this.bond = new BondPage(page);
  }

  /** Every row's text in the column whose header is `header`, table by table. */
  async column(table: Locator, header: string): Promise<string[]> {
    const headers = (await table.locator('thead th').allTextContents()).map((h) => h.trim());
    const index = headers.indexOf(header);
    if (index < 0) throw new Error(`no column "${header}" among ${headers.join(' | ')}`);
    return (await table.locator(`tbody tr td:nth-child(${index + 1})`).allTextContents()).map(
      (cell) => cell.trim(),
    );
  }

  /** The latest trading table's column by the `bond` label key of its header. */
  async ticksColumn(labelKey: string, language: string): Promise<string[]> {
    const header = await this.bond.shell.label('bond', labelKey, language);
    return this.column(this.bond.ticksTable(), header);
  }

  readonly yieldTypes = () => this.page.getByTestId('bond-quotes').getByTestId('quote-yield-type');
}
