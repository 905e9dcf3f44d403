import { describe, expect, it } from 'vitest';
import {
  capitalAdequacy,
  checkPeriod,
  costIncome,
  impliedSharePrice,
  isBankMsfo,
  STATEMENT_LIMITS,
  type PeriodValues,
} from './statement-checks';

/** A healthy bank's quarter on the RAS forms (report units: RUB thousand). */
const bankRsbu = (): PeriodValues => ({
  balance: {
    total_assets: 1000,
    cash_and_equivalents: 40,
    total_liabilities_equity: 1000,
    total_liabilities: 880,
    equity: 120,
  },
  profit_and_loss: {
    net_interest_income: 30,
    net_fee_income: 8,
    trading_income: 2,
    interest_expense: -50,
    fee_expense: -2,
    provisions: -6,
    operating_expenses: -18,
    income_tax: -3,
  },
  capital_adequacy: { n1_0: 14.2 },
  cash_flow: { cash_beginning: 35, net_change: 5, cash_end: 40 },
});

/** A healthy company's IFRS quarter with its key parameters (RUB thousand). */
const companyMsfo = (): PeriodValues => ({
  balance_sheet: { total_assets: 500, total_equity_liabilities: 500, cash: 30 },
  profit_and_loss: { revenue: 200, cost_of_sales: -120, sga_expenses: -20, income_tax: -10 },
  cash_flow_statement: { cash_beginning: 20, net_change_in_cash: 10, cash_end: 30 },
  // 10 million shares worth RUB 5 billion: RUB 500 a share; a dividend of RUB 40 is 8 %.
  params: { market_cap: 5_000_000, shares_outstanding: 10, dividend_per_share: 40 },
});

const codes = (standard: 'msfo' | 'rsbu' | 'bank_rsbu', values: PeriodValues, distressed = false) =>
  checkPeriod(standard, values, { distressed, unitExponent: 3 }).map((f) => f.code);

describe('statement checks', () => {
  it('passes a healthy bank and a healthy company', () => {
    expect(codes('bank_rsbu', bankRsbu())).toEqual([]);
    expect(codes('msfo', companyMsfo())).toEqual([]);
  });

  it('finds a balance sheet that does not balance, beyond one unit of rounding', () => {
    const v = bankRsbu();
    v.balance!.total_liabilities_equity = 1001;
    expect(codes('bank_rsbu', v)).toEqual([]);
    v.balance!.total_liabilities_equity = 1002;
    expect(codes('bank_rsbu', v)).toEqual(['unbalanced']);
  });

  it("finds a cash flow that does not end on the balance sheet's cash, or does not add up", () => {
    const v = companyMsfo();
    v.cash_flow_statement!.cash_end = 33;
    expect(codes('msfo', v)).toEqual(['cash_mismatch']);
    const w = companyMsfo();
    w.cash_flow_statement!.net_change_in_cash = 12;
    expect(codes('msfo', w)).toEqual(['cash_mismatch']);
  });

  it('finds an expense with the sign of income', () => {
    const v = companyMsfo();
    v.profit_and_loss!.cost_of_sales = 120;
    expect(codes('msfo', v)).toEqual(['expense_sign']);
    const b = bankRsbu();
    b.profit_and_loss!.operating_expenses = 18;
    // Positive costs also turn the cost/income ratio negative.
    expect(codes('bank_rsbu', b)).toEqual(['expense_sign', 'cost_income_out_of_range']);
  });

  it('finds a bank with negative net interest income, capital under 8 % or cost/income out of 25-90 %', () => {
    const nii = bankRsbu();
    nii.profit_and_loss!.net_interest_income = -1;
    expect(codes('bank_rsbu', nii)).toContain('negative_net_interest_income');
    const capital = bankRsbu();
    capital.capital_adequacy!.n1_0 = 7.99;
    expect(codes('bank_rsbu', capital)).toEqual(['capital_below_minimum']);
    capital.capital_adequacy!.n1_0 = STATEMENT_LIMITS.capitalAdequacyMin;
    expect(codes('bank_rsbu', capital)).toEqual([]);
    const costly = bankRsbu();
    costly.profit_and_loss!.operating_expenses = -37; // 37 / 40 = 92.5 %
    expect(codes('bank_rsbu', costly)).toEqual(['cost_income_out_of_range']);
    const cheap = bankRsbu();
    cheap.profit_and_loss!.operating_expenses = -9; // 22.5 %
    expect(codes('bank_rsbu', cheap)).toEqual(['cost_income_out_of_range']);
  });

  it('exempts a distressed bank from the bank rules, not from the accounting identities', () => {
    const v = bankRsbu();
    v.profit_and_loss!.net_interest_income = -5;
    v.capital_adequacy!.n1_0 = 3.1;
    expect(codes('bank_rsbu', v, true)).toEqual([]);
    v.balance!.total_assets = 990;
    expect(codes('bank_rsbu', v, true)).toEqual(['unbalanced']);
  });

  it('reads a bank IFRS set on the bank template: its cash, expenses and capital ratio', () => {
    const v: PeriodValues = {
      balance_sheet: {
        total_assets: 1000,
        total_equity_liabilities: 1000,
        loans_to_customers: 600,
        cash_and_equivalents: 50,
      },
      profit_and_loss: {
        net_interest_income: 30,
        net_fee_income: 10,
        trading_income: 0,
        operating_expenses: -20,
        credit_loss_expense: -5,
      },
      cash_flow_statement: { cash_beginning: 45, net_change_in_cash: 5, cash_end: 50 },
      params: { capital_adequacy_ratio: 12.5 },
    };
    expect(isBankMsfo(v)).toBe(true);
    expect(isBankMsfo(companyMsfo())).toBe(false);
    expect(codes('msfo', v)).toEqual([]);
    expect(capitalAdequacy('msfo', v)).toBe(12.5);
    v.params!.capital_adequacy_ratio = 6;
    v.profit_and_loss!.credit_loss_expense = 5;
    expect(codes('msfo', v)).toEqual(['expense_sign', 'capital_below_minimum']);
  });

  it('finds a dividend implausible against the price the key parameters imply', () => {
    const v = companyMsfo();
    expect(impliedSharePrice(v.params, 3)).toBe(500);
    v.params!.dividend_per_share = 80; // 16 %
    expect(codes('msfo', v)).toEqual(['dividend_yield_implausible']);
    // Issue 29: RUB 6,942 a share against a price of about RUB 141.
    const issuer5 = companyMsfo();
    issuer5.params = { market_cap: 1_410_000, shares_outstanding: 10, dividend_per_share: 6942 };
    expect(codes('msfo', issuer5)).toEqual(['dividend_yield_implausible']);
    // Without a market value (an unlisted company) there is no price to compare with.
    const unlisted = companyMsfo();
    delete unlisted.params!.market_cap;
    unlisted.params!.dividend_per_share = 6942;
    expect(codes('msfo', unlisted)).toEqual([]);
  });

  it('computes cost/income over net interest, fee and trading income', () => {
    expect(costIncome(bankRsbu().profit_and_loss)).toBeCloseTo(45, 10);
    expect(costIncome({ operating_expenses: -10 })).toBeNull();
    expect(costIncome({ operating_expenses: -10, net_interest_income: 0 })).toBeNull();
  });
});
