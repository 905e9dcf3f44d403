/*
 * What an analyst checks first in a company's statements, as pure functions over one period's
 * values (table -> line -> value, as stored in report_values). The generator's tests, the API
 * tests and the data doctor read statements against the same rules and thresholds.
 *
 * - The balance sheet balances: total assets = total equity and liabilities.
 * - The cash flow statement ends on the balance sheet's cash, and opening cash plus the net
 *   change is the closing cash.
 * - Expenses carry the sign of expenses (negative): cost of sales, interest and fee expense,
 *   credit losses, operating expenses, income tax.
 * - A bank earns a positive net interest income; its total capital adequacy (N1.0, Bank of
 *   Russia Instruction 199-I; the IFRS total capital ratio) stays at or above 8 %; its
 *   cost/income ratio (operating expenses over net interest, fee and trading income) lies in
 *   25-90 %. A distressed bank (one that defaults) is exempt: it may lose money, breach the
 *   minimum and spend more than it earns, and its bonds and ratings say so.
 * - A dividend per share is 0-15 % of the share's price (market capitalisation / shares).
 */

export type PeriodValues = Record<string, Record<string, number>>;

export const STATEMENT_LIMITS = {
  /** Bank of Russia's minimum total capital adequacy (N1.0), %. */
  capitalAdequacyMin: 8,
  /** A meaningful cost/income ratio, %: below it costs are missing, above it a bank bleeds. */
  costIncome: [25, 90] as const,
  /** The highest plausible dividend yield on the share price, %. */
  dividendYieldMax: 15,
  /** Balances are whole report units: a gap of more than one unit is an error. */
  tolerance: 1,
} as const;

export type StatementStandard = 'msfo' | 'rsbu' | 'bank_rsbu';

export type FindingCode =
  | 'unbalanced'
  | 'cash_mismatch'
  | 'expense_sign'
  | 'negative_net_interest_income'
  | 'capital_below_minimum'
  | 'cost_income_out_of_range'
  | 'dividend_yield_implausible';

export interface Finding {
  code: FindingCode;
  detail: string;
}

interface Layout {
  balance: string;
  assets: string;
  liabilitiesAndEquity: string;
  cashFlow: string;
  cashBegin: string;
  netChange: string;
  cashEnd: string;
  cash: string;
  profitAndLoss: string;
  expenses: readonly string[];
}

const LAYOUTS: Record<'msfo' | 'msfo_bank' | 'rsbu' | 'bank_rsbu', Layout> = {
  msfo: {
    balance: 'balance_sheet',
    assets: 'total_assets',
    liabilitiesAndEquity: 'total_equity_liabilities',
    cashFlow: 'cash_flow_statement',
    cashBegin: 'cash_beginning',
    netChange: 'net_change_in_cash',
    cashEnd: 'cash_end',
    cash: 'cash',
    profitAndLoss: 'profit_and_loss',
    expenses: ['cost_of_sales', 'sga_expenses', 'finance_costs', 'income_tax'],
  },
  msfo_bank: {
    balance: 'balance_sheet',
    assets: 'total_assets',
    liabilitiesAndEquity: 'total_equity_liabilities',
    cashFlow: 'cash_flow_statement',
    cashBegin: 'cash_beginning',
    netChange: 'net_change_in_cash',
    cashEnd: 'cash_end',
    cash: 'cash_and_equivalents',
    profitAndLoss: 'profit_and_loss',
    expenses: [
      'interest_expense',
      'credit_loss_expense',
      'fee_expense',
      'operating_expenses',
      'income_tax',
    ],
  },
  rsbu: {
    balance: 'rsbu_balance',
    assets: '1600',
    liabilitiesAndEquity: '1700',
    cashFlow: 'report_cash_flow',
    cashBegin: '4450',
    netChange: '4400',
    cashEnd: '4500',
    cash: '1250',
    profitAndLoss: 'rsbu_profit_and_loss',
    expenses: ['2120', '2210', '2220', '2330', '2350', '2410'],
  },
  bank_rsbu: {
    balance: 'balance',
    assets: 'total_assets',
    liabilitiesAndEquity: 'total_liabilities_equity',
    cashFlow: 'cash_flow',
    cashBegin: 'cash_beginning',
    netChange: 'net_change',
    cashEnd: 'cash_end',
    cash: 'cash_and_equivalents',
    profitAndLoss: 'profit_and_loss',
    expenses: ['interest_expense', 'fee_expense', 'provisions', 'operating_expenses', 'income_tax'],
  },
};

/** Whether an IFRS period is a bank's (the bank template: loans to customers, customer accounts). */
export const isBankMsfo = (values: PeriodValues) =>
  values.balance_sheet?.loans_to_customers !== undefined ||
  values.profit_and_loss?.net_interest_income !== undefined;

/** The layout of a period's statements: which lines are its totals, cash and expenses. */
export function layoutOf(standard: StatementStandard, values: PeriodValues): Layout {
  if (standard === 'msfo') return isBankMsfo(values) ? LAYOUTS.msfo_bank : LAYOUTS.msfo;
  return LAYOUTS[standard];
}

/** A bank's cost/income ratio, %: operating expenses over net interest, fee and trading income. */
export function costIncome(profitAndLoss: Record<string, number> | undefined): number | null {
  if (!profitAndLoss) return null;
  const costs = profitAndLoss.operating_expenses;
  const nii = profitAndLoss.net_interest_income;
  if (costs === undefined || nii === undefined) return null;
  const income = nii + (profitAndLoss.net_fee_income ?? 0) + (profitAndLoss.trading_income ?? 0);
  return income === 0 ? null : (-100 * costs) / income;
}

/** The share price the key parameters imply: market value over the shares, in the currency. */
export function impliedSharePrice(
  params: Record<string, number> | undefined,
  unitExponent: number,
): number | null {
  const cap = params?.market_cap;
  const shares = params?.shares_outstanding;
  if (cap === undefined || shares === undefined || shares <= 0) return null;
  return (cap * 10 ** unitExponent) / (shares * 1e6);
}

/** A bank's capital adequacy of the period, %: N1.0 (RAS) or the IFRS total capital ratio. */
export function capitalAdequacy(standard: StatementStandard, values: PeriodValues): number | null {
  if (standard === 'bank_rsbu') return values.capital_adequacy?.n1_0 ?? null;
  if (standard === 'msfo') return values.params?.capital_adequacy_ratio ?? null;
  return null;
}

const gap = (a: number | undefined, b: number | undefined) =>
  a === undefined || b === undefined ? 0 : Math.abs(a - b);

/**
 * Every rule the period breaks. `distressed`: the issuer defaults (its bank rules are
 * exempt); `unitExponent`: the report's power of ten (for the implied share price).
 */
export function checkPeriod(
  standard: StatementStandard,
  values: PeriodValues,
  options: { distressed: boolean; unitExponent: number },
): Finding[] {
  const found: Finding[] = [];
  const layout = layoutOf(standard, values);
  const { tolerance } = STATEMENT_LIMITS;
  const balance = values[layout.balance];
  if (balance && gap(balance[layout.assets], balance[layout.liabilitiesAndEquity]) > tolerance)
    found.push({
      code: 'unbalanced',
      detail: `assets ${balance[layout.assets]} != equity and liabilities ${balance[layout.liabilitiesAndEquity]}`,
    });
  const cashFlow = values[layout.cashFlow];
  if (cashFlow && balance) {
    const end = cashFlow[layout.cashEnd];
    const begin = cashFlow[layout.cashBegin];
    const change = cashFlow[layout.netChange];
    if (gap(end, balance[layout.cash]) > tolerance)
      found.push({
        code: 'cash_mismatch',
        detail: `cash at the end ${end} != balance cash ${balance[layout.cash]}`,
      });
    else if (begin !== undefined && change !== undefined && gap(begin + change, end) > tolerance)
      found.push({
        code: 'cash_mismatch',
        detail: `opening ${begin} + change ${change} != closing ${end}`,
      });
  }
  const profitAndLoss = values[layout.profitAndLoss] ?? {};
  for (const line of layout.expenses) {
    const v = profitAndLoss[line];
    if (v !== undefined && v > 0)
      found.push({ code: 'expense_sign', detail: `${line} ${v} is not an expense` });
  }
  const bank = standard === 'bank_rsbu' || layout === LAYOUTS.msfo_bank;
  if (bank && !options.distressed) {
    const nii = profitAndLoss.net_interest_income;
    if (nii !== undefined && nii <= 0)
      found.push({ code: 'negative_net_interest_income', detail: `net interest income ${nii}` });
    const capital = capitalAdequacy(standard, values);
    if (capital !== null && capital < STATEMENT_LIMITS.capitalAdequacyMin)
      found.push({
        code: 'capital_below_minimum',
        detail: `capital adequacy ${capital} % < ${STATEMENT_LIMITS.capitalAdequacyMin} %`,
      });
    const ci = costIncome(profitAndLoss);
    const [low, high] = STATEMENT_LIMITS.costIncome;
    if (ci !== null && (ci < low || ci > high))
      found.push({
        code: 'cost_income_out_of_range',
        detail: `cost/income ${ci.toFixed(1)} % outside ${low}-${high} %`,
      });
  }
  const price = impliedSharePrice(values.params, options.unitExponent);
  const dps = values.params?.dividend_per_share;
  if (price !== null && dps !== undefined) {
    const yieldPct = (100 * dps) / price;
    if (yieldPct < 0 || yieldPct > STATEMENT_LIMITS.dividendYieldMax)
      found.push({
        code: 'dividend_yield_implausible',
        detail: `dividend ${dps} a share is ${yieldPct.toFixed(1)} % of the price ${price.toFixed(2)}`,
      });
  }
  return found;
}
