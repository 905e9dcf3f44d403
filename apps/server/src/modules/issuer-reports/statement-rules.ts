import { MSFO_CLOSED_BY_DEFAULT, PREVIEW_ROWS } from '@bondsight/contracts';
import type { LineValues } from './issuer-reports.repository';
import type { StatementUnits } from './report-texts';

/** Spec section 7: the contactActionLog id a table sends when expanded. */
export const ACTION_ID = { rsbu: 76, msfo: 80 } as const;

/** The tooltip label key of a masked cell (spec section 6: 'Log in to access'). */
export const MASKED_TOOLTIP = 'log_in_to_access';

/** How a table of a statement answer is built: its catalogue code and gating. */
export interface TableRule {
  /** The catalogue's table code (report_lines.table_code). */
  code: string;
  /** Rows shown before the rest are gated (spec section 9). */
  preview: number;
  /** The closed (detailed) variant's preview, where the spec gives it its own. */
  closedPreview?: number;
  actionId: number;
  /** Whether the closed variant is the table's default view. */
  closedByDefault: (lines: readonly LineValues[]) => boolean;
}

const CLOSED_TYPES = new Set<number>(MSFO_CLOSED_BY_DEFAULT);

/** MSFO: the tables whose lines carry one of the twelve closed-by-default data-set types. */
const msfoClosedByDefault = (lines: readonly LineValues[]) =>
  lines.some((l) => l.dataSetType !== null && CLOSED_TYPES.has(l.dataSetType));
/** RSBU: every table that has closed lines opens on them. */
const rsbuClosedByDefault = (lines: readonly LineValues[]) => lines.some((l) => l.closed);

const bank = (code: string): TableRule => ({
  code,
  preview: PREVIEW_ROWS.bankTables,
  actionId: ACTION_ID.rsbu,
  closedByDefault: () => false,
});

/** Bank RSBU answer fields -> catalogue tables. */
export const BANK_TABLES = {
  report: bank('balance'),
  rsbu_profit_and_loss: bank('profit_and_loss'),
  rsbu_capital_adequacy: bank('capital_adequacy'),
  rsbu_ratios: bank('ratios'),
  cash_flow: bank('cash_flow'),
} as const;

const msfo = (code: string): TableRule => ({
  code,
  preview: PREVIEW_ROWS.msfo,
  actionId: ACTION_ID.msfo,
  closedByDefault: msfoClosedByDefault,
});

export const MSFO_TABLES = {
  balance_sheet: msfo('balance_sheet'),
  profit_and_loss: msfo('profit_and_loss'),
  cash_flow_statement: msfo('cash_flow_statement'),
  params: msfo('params'),
} as const;

export const RSBU_TABLES = {
  rsbu_balance: {
    code: 'rsbu_balance',
    preview: PREVIEW_ROWS.rsbuBalance,
    actionId: ACTION_ID.rsbu,
    closedByDefault: rsbuClosedByDefault,
  },
  rsbu_profit_and_loss: {
    code: 'rsbu_profit_and_loss',
    preview: PREVIEW_ROWS.rsbuProfitAndLoss,
    actionId: ACTION_ID.rsbu,
    closedByDefault: rsbuClosedByDefault,
  },
  // The spec gives the closed cash flow 7 rows; its open variant keeps the common 5.
  report_cash_flow: {
    code: 'report_cash_flow',
    preview: PREVIEW_ROWS.rsbuBalance,
    closedPreview: PREVIEW_ROWS.rsbuCashFlowClosed,
    actionId: ACTION_ID.rsbu,
    closedByDefault: rsbuClosedByDefault,
  },
} as const satisfies Record<string, TableRule>;

/** Lines whose values are percentages (the bank's ratios and capital adequacy ratios). */
const PERCENT_LINES = new Set([
  'n1_0',
  'n1_1',
  'n1_2',
  'n2',
  'n3',
  'n4',
  'roa',
  'roe',
  'capital_adequacy_ratio',
]);

/**
 * A line's own unit: '%' for a ratio; people, million shares or the currency per share for
 * the key parameters that are not amounts; else the statement's amounts (currency and power
 * of ten). The table's unit line is the amounts': a row in another unit says its own.
 */
export function lineUnit(lineCode: string, units: StatementUnits): string {
  if (PERCENT_LINES.has(lineCode)) return '%';
  if (lineCode === 'employees') return units.people;
  if (lineCode === 'shares_outstanding') return units.millionShares;
  if (lineCode === 'dividend_per_share') return units.perShare;
  return units.amounts;
}

/** A table's unit line: '%' when every line is a percentage (the bank's ratios). */
export function tableDimension(lines: readonly LineValues[], units: StatementUnits): string {
  return lines.length > 0 && lines.every((l) => PERCENT_LINES.has(l.lineCode))
    ? '%'
    : units.amounts;
}
