/**
 * The statement lines the data doctor's period rules read, by meaning, over the standards'
 * catalogues (bank RSBU, IFRS, RSBU form codes). The rules read line codes, not standards, so a
 * new template (a bank's IFRS) is judged by the same rules as soon as it uses the catalogue's
 * codes. Shared by the rules (data/doctor/statements.ts) and the table that keeps the values
 * they read per report period (db/report-period-checks.ts).
 */

export const TOTAL_ASSETS = ['total_assets', '1600'];
export const TOTAL_LIABILITIES_EQUITY = [
  'total_liabilities_equity',
  'total_equity_liabilities',
  '1700',
];
export const CASH_BEGINNING = ['cash_beginning', '4450'];
export const CASH_END = ['cash_end', '4500'];
export const CASH_CHANGE = ['net_change', 'net_change_in_cash', '4400'];
/** The balance sheet's cash, which the cash flow statement must end on. */
export const BALANCE_CASH = ['cash', 'cash_and_equivalents', '1250'];
/** Lines that are costs: stored with the sign of a cost (≤ 0), as every catalogue sums them. */
export const EXPENSES = [
  'interest_expense',
  'fee_expense',
  'provisions',
  'credit_loss_expense',
  'operating_expenses',
  'cost_of_sales',
  'sga_expenses',
  'finance_costs',
  '2120',
  '2210',
  '2220',
  '2330',
  '2350',
];
/** The capital ratios a bank publishes, % (their minimums are the rules'). */
export const CAPITAL_RATIO_LINES = ['n1_0', 'n1_1', 'n1_2', 'capital_adequacy_ratio'] as const;

/**
 * The values the period rules read, by pivot column (a column of report_period_checks): each
 * line code maps to one column.
 */
export const PIVOT: Readonly<Record<string, readonly string[]>> = {
  assets: TOTAL_ASSETS,
  liabilities_equity: TOTAL_LIABILITIES_EQUITY,
  cash_beginning: CASH_BEGINNING,
  cash_end: CASH_END,
  cash_change: CASH_CHANGE,
  balance_cash: BALANCE_CASH,
  own_funds: ['own_funds'],
  cet1: ['cet1_capital'],
  at1: ['additional_tier1'],
  rwa: ['rwa'],
  ...Object.fromEntries(CAPITAL_RATIO_LINES.map((line) => [line, [line]])),
  net_interest_income: ['net_interest_income'],
  net_fee_income: ['net_fee_income'],
  trading_income: ['trading_income'],
  operating_expenses: ['operating_expenses'],
  dividend_per_share: ['dividend_per_share'],
  market_cap: ['market_cap'],
  shares_outstanding: ['shares_outstanding'],
};
export const PIVOT_COLUMNS = Object.keys(PIVOT);

/** Totals agree with the sum of their lines to half a unit of the statement per line. */
export const TOTAL_TOLERANCE_PER_LINE = 0.5;
/** ... or to this share of the total (large totals carry float rounding). */
export const TOTAL_TOLERANCE_RELATIVE = 1e-6;
