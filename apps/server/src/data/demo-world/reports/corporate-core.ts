import { logNormal, normal, uniform, type Random } from '../random';

/** One quarter of a company's books: flows of the quarter and balances at its end. */
export interface CorporateQuarter {
  revenue: number;
  cogs: number;
  sga: number;
  otherOp: number;
  finIncome: number;
  finCosts: number;
  tax: number;
  dep: number;
  capex: number;
  acquisitions: number;
  raised: number;
  repaid: number;
  dividends: number;
  dInv: number;
  dRec: number;
  dPay: number;
  dOtherCl: number;
  dLtInv: number;
  dStInv: number;
  dOtherNca: number;
  ppe: number;
  intangibles: number;
  ltInv: number;
  otherNca: number;
  inventories: number;
  receivables: number;
  stInv: number;
  cash: number;
  cashStart: number;
  shareCapital: number;
  retained: number;
  otherReserves: number;
  ltDebt: number;
  otherNcl: number;
  stDebt: number;
  payables: number;
  otherCl: number;
}

const int = Math.round;

/**
 * A company simulated quarter by quarter in whole report units. Every change of a balance
 * line has its cash flow line (capex, depreciation, working capital, borrowings, dividends,
 * other liabilities), and the opening balance sheet balances, so assets = equity +
 * liabilities and cash at the end = cash at the start + the period's cash flow hold exactly.
 * Dividends are paid once a year (third quarter): 20-50 % of the last four quarters' profit,
 * within `dividendCap` (the statements' limit on the yield against the share price).
 */
export function simulateCompany(
  random: Random,
  scale: number,
  quarters: number,
  dividendCap?: (q: number) => number,
): CorporateQuarter[] {
  const margin = uniform(random, 0.15, 0.45);
  const turnover = uniform(random, 0.3, 1.2);
  let assets = logNormal(random, scale, 0.6);
  let ppe = int(assets * 0.45),
    intangibles = int(assets * 0.05),
    ltInv = int(assets * 0.08),
    otherNca = int(assets * 0.04);
  let inventories = int(assets * 0.1),
    receivables = int(assets * 0.12),
    stInv = int(assets * 0.04),
    cash = int(assets * 0.06);
  assets = ppe + intangibles + ltInv + otherNca + inventories + receivables + stInv + cash;
  const shareCapital = int(assets * 0.05),
    otherReserves = int(assets * 0.03);
  let retained = int(assets * uniform(random, 0.2, 0.4));
  let ltDebt = int(assets * uniform(random, 0.15, 0.35)),
    stDebt = int(assets * 0.08);
  const otherNcl = int(assets * 0.03);
  let payables = int(assets * 0.08);
  let otherCl =
    assets - shareCapital - otherReserves - retained - ltDebt - stDebt - otherNcl - payables;
  const payout = uniform(random, 0.2, 0.5);
  const out: CorporateQuarter[] = [];
  let level = (assets * turnover) / 4;
  for (let q = 0; q < quarters; q++) {
    level *= Math.exp(0.015 + 0.05 * normal(random));
    const revenue = int(level * (1 + 0.08 * Math.sin((q % 4) * 1.57)));
    const cogs = -int(revenue * (1 - margin));
    const sga = -int(revenue * uniform(random, 0.06, 0.12));
    const otherOp = int(revenue * 0.02 * normal(random));
    const finIncome = int(cash * 0.02);
    const finCosts = -int((ltDebt + stDebt) * uniform(random, 0.02, 0.035));
    const pbt = revenue + cogs + sga + otherOp + finIncome + finCosts;
    const tax = -Math.max(0, int(pbt * 0.2));
    const netIncome = pbt + tax;
    const dep = int(ppe * 0.02);
    const capex = int(dep * uniform(random, 0.8, 1.8));
    const acquisitions = random() < 0.08 ? int(assets * uniform(random, 0.01, 0.05)) : 0;
    const dInv = int(inventories * 0.05 * normal(random)),
      dRec = int(receivables * 0.05 * normal(random)),
      dPay = int(payables * 0.05 * normal(random));
    const dOtherCl = int(otherCl * 0.03 * normal(random)),
      dLtInv = int(ltInv * 0.02 * normal(random)),
      dStInv = int(stInv * 0.05 * normal(random)),
      dOtherNca = int(otherNca * 0.02 * normal(random));
    // Once a year, a share of the last four quarters' profit, within the price cap.
    const trailing = out.slice(-3).reduce((s, x) => s + corporateNetIncome(x), 0) + netIncome;
    const dividends =
      q % 4 === 2 && trailing > 0
        ? Math.max(0, Math.min(int(trailing * payout), int(dividendCap?.(q) ?? Infinity), retained))
        : 0;
    const repaid = int(stDebt * uniform(random, 0.1, 0.3));
    const cfoAndCfi =
      netIncome +
      dep -
      dInv -
      dRec +
      dPay +
      dOtherCl -
      capex -
      acquisitions -
      dLtInv -
      dStInv -
      dOtherNca;
    // Borrow what keeps cash above a floor of about a month of revenue.
    const floor = int(revenue / 3);
    const raised = Math.max(
      int(repaid * uniform(random, 0.5, 1.3)),
      floor - (cash + cfoAndCfi - repaid - dividends),
    );
    const cashStart = cash;
    cash += cfoAndCfi + raised - repaid - dividends;
    ppe += capex - dep;
    intangibles += acquisitions;
    ltInv += dLtInv;
    stInv += dStInv;
    otherNca += dOtherNca;
    inventories += dInv;
    receivables += dRec;
    payables += dPay;
    otherCl += dOtherCl;
    retained += netIncome - dividends;
    const toLong = int(raised * 0.7);
    ltDebt += toLong;
    stDebt += raised - toLong - repaid;
    if (stDebt < 0) {
      ltDebt += stDebt;
      stDebt = 0;
    }
    assets = ppe + intangibles + ltInv + otherNca + inventories + receivables + stInv + cash;
    out.push({
      revenue,
      cogs,
      sga,
      otherOp,
      finIncome,
      finCosts,
      tax,
      dep,
      capex,
      acquisitions,
      raised,
      repaid,
      dividends,
      dInv,
      dRec,
      dPay,
      dOtherCl,
      dLtInv,
      dStInv,
      dOtherNca,
      ppe,
      intangibles,
      ltInv,
      otherNca,
      inventories,
      receivables,
      stInv,
      cash,
      cashStart,
      shareCapital,
      retained,
      otherReserves,
      ltDebt,
      otherNcl,
      stDebt,
      payables,
      otherCl,
    });
  }
  return out;
}

/** A quarter's net income: every line of the profit and loss statement. */
export function corporateNetIncome(
  q: Pick<
    CorporateQuarter,
    'revenue' | 'cogs' | 'sga' | 'otherOp' | 'finIncome' | 'finCosts' | 'tax'
  >,
): number {
  return q.revenue + q.cogs + q.sga + q.otherOp + q.finIncome + q.finCosts + q.tax;
}
