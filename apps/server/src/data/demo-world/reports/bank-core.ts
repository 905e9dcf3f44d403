import { logNormal, normal, uniform, type Random } from '../random';

/** One quarter of a bank's books. */
export interface BankQuarter {
  interestIncome: number;
  interestExpense: number;
  feeIncome: number;
  feeExpense: number;
  trading: number;
  provisions: number;
  opex: number;
  tax: number;
  dividends: number;
  cashStart: number;
  cash: number;
  cbBalances: number;
  interbankLoans: number;
  securities: number;
  loansCorporate: number;
  loansRetail: number;
  fixedAssets: number;
  otherAssets: number;
  cbFunding: number;
  interbankDeposits: number;
  corporateDeposits: number;
  retailDeposits: number;
  bondsIssued: number;
  otherLiabilities: number;
  shareCapital: number;
  retained: number;
  reserves: number;
  /** Changes over the quarter, for the cash flow statement. */
  d: Record<
    | 'cb'
    | 'ibl'
    | 'sec'
    | 'loans'
    | 'fixed'
    | 'otherA'
    | 'cbf'
    | 'ibd'
    | 'deposits'
    | 'bonds'
    | 'otherL',
    number
  >;
}

const int = Math.round;

/**
 * A bank quarter by quarter, in whole report units: loans and deposits grow, interest
 * margins and provisions follow, and every balance change has its cash flow line (loans net
 * of non-cash provisions), so the balance and the cash flow statement reconcile exactly.
 */
export function simulateBank(random: Random, scale: number, quarters: number): BankQuarter[] {
  const a = logNormal(random, scale, 0.8);
  let cash = int(a * 0.04),
    cbBalances = int(a * 0.03),
    interbankLoans = int(a * 0.06),
    securities = int(a * 0.15);
  let loansCorporate = int(a * 0.42),
    loansRetail = int(a * 0.22),
    fixedAssets = int(a * 0.02),
    otherAssets = int(a * 0.03);
  const assets =
    cash +
    cbBalances +
    interbankLoans +
    securities +
    loansCorporate +
    loansRetail +
    fixedAssets +
    otherAssets;
  const shareCapital = int(assets * 0.03),
    reserves = int(assets * 0.01);
  let retained = int(assets * uniform(random, 0.05, 0.09));
  let cbFunding = int(assets * 0.02),
    interbankDeposits = int(assets * 0.07),
    corporateDeposits = int(assets * 0.33),
    bondsIssued = int(assets * 0.05);
  let otherLiabilities = int(assets * 0.03);
  let retailDeposits =
    assets -
    shareCapital -
    reserves -
    retained -
    cbFunding -
    interbankDeposits -
    corporateDeposits -
    bondsIssued -
    otherLiabilities;
  const loanYield = uniform(random, 0.03, 0.05),
    fundingCost = uniform(random, 0.018, 0.035);
  const out: BankQuarter[] = [];
  for (let q = 0; q < quarters; q++) {
    const g = () => 0.025 + 0.03 * normal(random);
    const loans = loansCorporate + loansRetail;
    const deposits = corporateDeposits + retailDeposits;
    const interestIncome = int(loans * loanYield + securities * 0.02);
    const interestExpense = -int((deposits + interbankDeposits + bondsIssued) * fundingCost);
    const feeIncome = int(loans * 0.006),
      feeExpense = -int(loans * 0.0015),
      trading = int(securities * 0.01 * normal(random));
    const provisions = -int(loans * uniform(random, 0.002, 0.008));
    const opex = -int((interestIncome + interestExpense + feeIncome) * uniform(random, 0.35, 0.55));
    const pbt =
      interestIncome + interestExpense + feeIncome + feeExpense + trading + provisions + opex;
    const tax = -Math.max(0, int(pbt * 0.2));
    const dividends = q % 4 === 2 && pbt > 0 ? int(retained * 0.15) : 0;
    const d = {
      cb: int(cbBalances * g()),
      ibl: int(interbankLoans * g()),
      sec: int(securities * g()),
      loans: int(loans * g()),
      fixed: int(fixedAssets * 0.01 * normal(random)),
      otherA: int(otherAssets * 0.05 * normal(random)),
      cbf: int(cbFunding * g()),
      ibd: int(interbankDeposits * g()),
      deposits: int(deposits * g()),
      bonds: int(bondsIssued * g()),
      otherL: int(otherLiabilities * 0.05 * normal(random)),
    };
    const cashStart = cash;
    const netIncome = pbt + tax;
    cash +=
      netIncome -
      dividends -
      d.cb -
      d.ibl -
      d.sec -
      d.loans -
      d.fixed -
      d.otherA +
      d.cbf +
      d.ibd +
      d.deposits +
      d.bonds +
      d.otherL;
    // A bank keeps a till of about 3 % of its deposits: a shortfall below it is funded at the
    // central bank (a balance of zero cash would read as a failing bank).
    const till = int(deposits * 0.03);
    if (cash < till) {
      d.cbf += till - cash;
      cash = till;
    }
    cbBalances += d.cb;
    interbankLoans += d.ibl;
    securities += d.sec;
    fixedAssets += d.fixed;
    otherAssets += d.otherA;
    const corporateShare = loansCorporate / Math.max(1, loans);
    const toCorporate = int(d.loans * corporateShare);
    loansCorporate += toCorporate;
    loansRetail += d.loans - toCorporate;
    const depositShare = corporateDeposits / Math.max(1, deposits);
    const toCorporateDeposits = int(d.deposits * depositShare);
    corporateDeposits += toCorporateDeposits;
    retailDeposits += d.deposits - toCorporateDeposits;
    cbFunding += d.cbf;
    interbankDeposits += d.ibd;
    bondsIssued += d.bonds;
    otherLiabilities += d.otherL;
    retained += netIncome - dividends;
    out.push({
      interestIncome,
      interestExpense,
      feeIncome,
      feeExpense,
      trading,
      provisions,
      opex,
      tax,
      dividends,
      cashStart,
      cash,
      cbBalances,
      interbankLoans,
      securities,
      loansCorporate,
      loansRetail,
      fixedAssets,
      otherAssets,
      cbFunding,
      interbankDeposits,
      corporateDeposits,
      retailDeposits,
      bondsIssued,
      otherLiabilities,
      shareCapital,
      retained,
      reserves,
      d,
    });
  }
  return out;
}
