import { bankCapital, bankNetIncome, type BankQuarter } from './bank-core';
import { corporateNetIncome, type CorporateQuarter } from './corporate-core';

export type Values = Record<string, Record<string, number>>;
const r2 = (x: number) => Math.round(x * 100) / 100;

/** What the key parameters of a quarter need beside the books. */
export interface ShareFacts {
  /** Shares outstanding, millions. */
  sharesMillions: number;
  /** Dividends paid over the last four quarters, report units. */
  ttmDividends: number;
  /** Market capitalisation at the quarter's end, report units; null without a share price. */
  marketCap: number | null;
  /** Report units per currency unit (10^unit exponent). */
  unit: number;
  employees: number;
}

/** Dividend per share over the last twelve months, in the currency (2 decimals). */
export const dividendPerShare = (f: ShareFacts) =>
  f.sharesMillions > 0 ? r2((f.ttmDividends * f.unit) / (f.sharesMillions * 1e6)) : 0;

function shareParams(f: ShareFacts): Record<string, number> {
  return {
    employees: f.employees,
    shares_outstanding: f.sharesMillions,
    dividend_per_share: dividendPerShare(f),
    ...(f.marketCap === null ? {} : { market_cap: f.marketCap }),
  };
}

/** MSFO leaves of a quarter (subtotals are added from the catalogue). */
export function msfoLeaves(q: CorporateQuarter, shares: ShareFacts): Values {
  const netIncome = corporateNetIncome(q);
  return {
    balance_sheet: {
      ppe: q.ppe,
      intangible_assets: q.intangibles,
      lt_investments: q.ltInv,
      other_nca: q.otherNca,
      inventories: q.inventories,
      trade_receivables: q.receivables,
      st_investments: q.stInv,
      cash: q.cash,
      share_capital: q.shareCapital,
      retained_earnings: q.retained,
      other_reserves: q.otherReserves,
      lt_debt: q.ltDebt,
      other_ncl: q.otherNcl,
      st_debt: q.stDebt,
      trade_payables: q.payables,
      other_cl: q.otherCl,
    },
    profit_and_loss: {
      revenue: q.revenue,
      cost_of_sales: q.cogs,
      sga_expenses: q.sga,
      other_operating: q.otherOp,
      finance_income: q.finIncome,
      finance_costs: q.finCosts,
      income_tax: q.tax,
      ebitda: q.revenue + q.cogs + q.sga + q.otherOp + q.dep,
    },
    cash_flow_statement: {
      cf_net_income: netIncome,
      depreciation_amortisation: q.dep,
      working_capital_change: -q.dInv - q.dRec + q.dPay,
      other_operating_cf: q.dOtherCl,
      capex: -q.capex,
      acquisitions: -q.acquisitions,
      other_investing_cf: -(q.dLtInv + q.dStInv + q.dOtherNca),
      debt_raised: q.raised,
      debt_repaid: -q.repaid,
      dividends_paid: -q.dividends,
      cash_beginning: q.cashStart,
      cash_end: q.cash,
    },
    params: { net_debt: q.ltDebt + q.stDebt - q.cash, ...shareParams(shares) },
  };
}

/**
 * A bank's IFRS leaves: the bank template (loans net of the credit loss allowance, customer
 * accounts, net interest income, credit losses, fees, capital), not an industrial one.
 */
export function bankMsfoLeaves(q: BankQuarter, shares: ShareFacts): Values {
  const c = bankCapital(q);
  return {
    balance_sheet: {
      cash_and_equivalents: q.cash,
      mandatory_reserves: q.cbBalances,
      due_from_banks: q.interbankLoans,
      investment_securities: q.securities,
      gross_loans: q.loansCorporate + q.loansRetail,
      credit_loss_allowance: -q.allowance,
      premises_equipment: q.fixedAssets,
      bank_other_assets: q.otherAssets,
      share_capital: q.shareCapital,
      retained_earnings: q.retained,
      other_reserves: q.reserves,
      due_to_central_bank: q.cbFunding,
      due_to_banks: q.interbankDeposits,
      customer_accounts_corporate: q.corporateDeposits,
      customer_accounts_retail: q.retailDeposits,
      debt_securities_issued: q.bondsIssued,
      bank_other_liabilities: q.otherLiabilities,
    },
    profit_and_loss: {
      interest_income: q.interestIncome,
      interest_expense: q.interestExpense,
      credit_loss_expense: q.provisions,
      fee_income: q.feeIncome,
      fee_expense: q.feeExpense,
      trading_income: q.trading,
      operating_expenses: q.opex,
      income_tax: q.tax,
    },
    cash_flow_statement: {
      cf_net_income: bankNetIncome(q),
      credit_loss_cf: -q.provisions,
      loans_change: -q.d.loans,
      customer_accounts_change: q.d.deposits,
      other_operating_cf: q.d.cbf + q.d.ibd + q.d.otherL - q.d.cb - q.d.ibl - q.d.otherA,
      securities_cf: -q.d.sec,
      other_investing_cf: -q.d.fixed,
      debt_securities_cf: q.d.bonds,
      dividends_paid: -q.dividends,
      cash_beginning: q.cashStart,
      cash_end: q.cash,
    },
    params: { ...shareParams(shares), capital_adequacy_ratio: r2((c.total / c.rwa) * 100) },
  };
}

/** RAS leaves: the same economics on the Russian form's lines. */
export function rsbuLeaves(q: CorporateQuarter): Values {
  const selling = Math.round(q.sga * 0.4);
  const otherIncome = Math.max(0, q.otherOp) + Math.round(q.revenue * 0.01);
  const netIncome = q.revenue + q.cogs + q.sga + q.otherOp + q.finIncome + q.finCosts + q.tax;
  const cfo = netIncome + q.dep - q.dInv - q.dRec + q.dPay + q.dOtherCl;
  const cfi = -q.capex - q.acquisitions - (q.dLtInv + q.dStInv + q.dOtherNca);
  const receipts = Math.round(q.revenue * 1.1);
  const disposals = Math.max(0, -(q.dLtInv + q.dStInv));
  return {
    rsbu_balance: {
      '1110': q.intangibles,
      '1150': q.ppe,
      '1170': q.ltInv,
      '1190': q.otherNca,
      '1210': q.inventories,
      '1230': q.receivables,
      '1240': q.stInv,
      '1250': q.cash,
      '1310': q.shareCapital,
      '1360': q.otherReserves,
      '1370': q.retained,
      '1410': q.ltDebt,
      '1450': q.otherNcl,
      '1510': q.stDebt,
      '1520': q.payables,
      '1550': q.otherCl,
    },
    rsbu_profit_and_loss: {
      '2110': q.revenue,
      '2120': q.cogs,
      '2210': selling,
      '2220': q.sga - selling,
      '2320': q.finIncome,
      '2330': q.finCosts,
      '2340': otherIncome,
      '2350': q.otherOp - otherIncome,
      '2410': q.tax,
    },
    report_cash_flow: {
      '4110': receipts,
      '4120': cfo - receipts,
      '4210': disposals,
      '4220': cfi - disposals,
      '4310': q.raised,
      '4320': -q.repaid - q.dividends,
      '4450': q.cashStart,
      '4500': q.cash,
    },
  };
}

/** Bank RAS leaves (forms 0409806/0409807 and the mandatory ratios). */
export function bankLeaves(
  q: BankQuarter,
  annualise: number,
  netIncomeOfPeriod: number,
  n: { n2: number; n3: number; n4: number },
): Values {
  const c = bankCapital(q);
  const assets =
    q.cash +
    q.cbBalances +
    q.interbankLoans +
    q.securities +
    c.netLoans +
    q.fixedAssets +
    q.otherAssets;
  // RAS shows loans net of their loss reserves, split by borrower.
  const loans = q.loansCorporate + q.loansRetail;
  const corporateReserve = Math.round((q.allowance * q.loansCorporate) / Math.max(1, loans));
  return {
    balance: {
      cash_and_equivalents: q.cash,
      cb_balances: q.cbBalances,
      interbank_loans: q.interbankLoans,
      securities: q.securities,
      loans_corporate: q.loansCorporate - corporateReserve,
      loans_retail: q.loansRetail - (q.allowance - corporateReserve),
      fixed_assets: q.fixedAssets,
      other_assets: q.otherAssets,
      cb_funding: q.cbFunding,
      interbank_deposits: q.interbankDeposits,
      corporate_deposits: q.corporateDeposits,
      retail_deposits: q.retailDeposits,
      bonds_issued: q.bondsIssued,
      other_liabilities: q.otherLiabilities,
      share_capital: q.shareCapital,
      retained_earnings: q.retained,
      reserves: q.reserves,
    },
    profit_and_loss: {
      interest_income: q.interestIncome,
      interest_expense: q.interestExpense,
      fee_income: q.feeIncome,
      fee_expense: q.feeExpense,
      trading_income: q.trading,
      provisions: q.provisions,
      operating_expenses: q.opex,
      income_tax: q.tax,
    },
    capital_adequacy: {
      cet1_capital: c.cet1,
      additional_tier1: c.at1,
      tier2_capital: c.tier2,
      rwa: c.rwa,
      n1_0: r2((c.total / c.rwa) * 100),
      n1_1: r2((c.cet1 / c.rwa) * 100),
      n1_2: r2(((c.cet1 + c.at1) / c.rwa) * 100),
    },
    ratios: {
      ...n,
      roa: r2(((netIncomeOfPeriod * annualise) / assets) * 100),
      roe: r2(((netIncomeOfPeriod * annualise) / c.equity) * 100),
    },
    cash_flow: {
      interest_received: q.interestIncome,
      interest_paid: q.interestExpense,
      fees_net_cf: q.feeIncome + q.feeExpense + q.trading + q.opex + q.tax,
      // New lending; credit losses are not cash (the interest and fee lines are).
      loans_change: -q.d.loans,
      deposits_change: q.d.deposits,
      other_operating_cf: q.d.cbf + q.d.ibd + q.d.otherL - q.d.cb - q.d.ibl - q.d.otherA,
      securities_change: -q.d.sec,
      fixed_assets_cf: -q.d.fixed,
      bonds_cf: q.d.bonds,
      dividends_paid: -q.dividends,
      cash_beginning: q.cashStart,
      cash_end: q.cash,
    },
  };
}
