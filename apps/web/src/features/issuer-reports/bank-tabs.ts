import type { BankRsbuResponse } from '@bondsight/contracts';

/** Spec section 2: the bank RSBU tab ids (Actual 2, Archive 1) and their archiveFlag. */
export const ACTUAL_TAB = 2;
export const ARCHIVE_TAB = 1;
export type BankTab = typeof ACTUAL_TAB | typeof ARCHIVE_TAB;

/** A variant answered and has data (an emptyReport variant loses its tab). */
export const hasData = (answer: BankRsbuResponse | undefined): answer is BankRsbuResponse =>
  answer !== undefined && !answer.emptyReport;

/**
 * The tab the block opens on (spec section 4): Actual by default; Archive when Actual has no
 * data at first load; null when neither has (the block is hidden).
 */
export function initialBankTab(
  actual: BankRsbuResponse | undefined,
  archive: BankRsbuResponse | undefined,
): BankTab | null {
  if (hasData(actual)) return ACTUAL_TAB;
  if (hasData(archive)) return ARCHIVE_TAB;
  return null;
}

/** The five tables in the spec's order: balance, P&L, capital adequacy, ratios, cash flow. */
export const BANK_TABLE_FIELDS = [
  'report',
  'rsbu_profit_and_loss',
  'rsbu_capital_adequacy',
  'rsbu_ratios',
  'cash_flow',
] as const;

/** The tab's archiveFlag (spec: Actual is flag 0, Archive flag 1). */
export const archiveFlagOf = (tab: BankTab) => (tab === ARCHIVE_TAB ? '1' : '0');

/** The variant's export: the server's link keeps {archiveFlag} for the page to fill. */
export const bankExportHref = (template: string, tab: BankTab) =>
  template.replaceAll('{archiveFlag}', archiveFlagOf(tab));
