import { logNormal, normal, uniform, type Random } from '../random';

/** One quarter of a bank's books. */
export interface BankQuarter {
  interestIncome: number;
  interestExpense: number;
  feeIncome: number;
  feeExpense: number;
  trading: number;
  /** Credit loss expense of the quarter (negative: an expense). */
  provisions: number;
  opex: number;
  tax: number;
  dividends: number;
  cashStart: number;
  cash: number;
  cbBalances: number;
  interbankLoans: number;
  securities: number;
  /** Gross loans; the credit loss allowance is held against them (`allowance`). */
  loansCorporate: number;
  loansRetail: number;
  /** Credit loss allowance (positive: the amount deducted from gross loans). */
  allowance: number;
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
  /** Changes over the quarter, for the cash flow statement (`loans`: gross new lending). */
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

/** How a bank's story goes: its strength, and a slide into distress before a default. */
export interface BankProfile {
  /**
   * First quarter of distress (heavy credit losses, dearer funding), or null. Only a bank
   * whose issuer defaults is distressed: its bonds, ratings and statements tell one story.
   */
  distressFrom: number | null;
  /** The quarter it is over (exclusive; a bank recovers from a technical default), or null. */
  distressUntil?: number | null;
  /** 'default': losses eat the capital below the regulatory minimum; 'technical': losses only. */
  distress: 'default' | 'technical' | null;
  /** A low rating: thinner capital and margins, still above the minimum. */
  weak: boolean;
  /**
   * The most the bank may pay out in quarter q (report units): the statements hold dividends
   * to a plausible yield on the share's price.
   */
  dividendCap?: (q: number) => number;
}

const int = Math.round;

/** Capital and risk-weighted assets of a quarter, as the ratios (N1.0 and Basel) take them. */
export function bankCapital(q: BankQuarter) {
  const equity = q.shareCapital + q.retained + q.reserves;
  const netLoans = q.loansCorporate + q.loansRetail - q.allowance;
  const cet1 = int(equity * 0.9);
  const at1 = int(q.bondsIssued * 0.05);
  const tier2 = int(q.bondsIssued * 0.15 + Math.max(0, q.retained) * 0.05);
  const rwa = int(
    0.9 * netLoans + 0.4 * q.securities + 0.2 * q.interbankLoans + q.otherAssets + q.fixedAssets,
  );
  return { equity, netLoans, cet1, at1, tier2, rwa, total: cet1 + at1 + tier2 };
}

/**
 * A bank quarter by quarter, in whole report units. Economics per year (quarters take a
 * fourth): loans yield 11-17 %, funding costs 50-62 % of that (a positive margin), fees
 * 1.2-2 % of loans, a cost of risk of 0.6-1.8 % of loans, costs 35-55 % of operating income;
 * so a healthy bank earns a return on assets of about 0.5-2 % and keeps its capital ratio
 * well above the 8 % minimum. A distressed bank (its issuer defaults) pays dearly for funding
 * and takes credit losses from `distressFrom` on: 18-28 % of loans a year before a default,
 * which eat its capital below the minimum; 4-7 % before a technical default (losses, capital
 * still above the minimum). Credit losses are charged to an allowance
 * held against gross loans and written off from it; every balance change has its cash flow
 * line, so the balance and the cash flow statement reconcile exactly.
 */
export function simulateBank(
  random: Random,
  scale: number,
  quarters: number,
  profile: BankProfile = { distressFrom: null, distress: null, weak: false },
): BankQuarter[] {
  const a = logNormal(random, scale, 0.8);
  let cash = int(a * 0.04),
    cbBalances = int(a * 0.03),
    interbankLoans = int(a * 0.06),
    securities = int(a * 0.15);
  let loansCorporate = int(a * 0.44),
    loansRetail = int(a * 0.23),
    fixedAssets = int(a * 0.02),
    otherAssets = int(a * 0.03);
  let allowance = int((loansCorporate + loansRetail) * uniform(random, 0.03, 0.07));
  const assets =
    cash +
    cbBalances +
    interbankLoans +
    securities +
    loansCorporate +
    loansRetail -
    allowance +
    fixedAssets +
    otherAssets;
  const shareCapital = int(assets * 0.03),
    reserves = int(assets * 0.01);
  let retained = int(
    assets * (profile.weak ? uniform(random, 0.035, 0.05) : uniform(random, 0.06, 0.1)),
  );
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
  const loanYield = uniform(random, 0.11, 0.17) / 4;
  const fundingRatio = profile.weak ? uniform(random, 0.58, 0.66) : uniform(random, 0.5, 0.62);
  const feeRate = uniform(random, 0.012, 0.02) / 4;
  const costOfRisk = uniform(random, 0.006, 0.018) / 4;
  const costIncome = uniform(random, 0.35, 0.55);
  const payout = uniform(random, 0.2, 0.5);
  const out: BankQuarter[] = [];
  for (let q = 0; q < quarters; q++) {
    const distressed =
      profile.distressFrom !== null &&
      q >= profile.distressFrom &&
      (profile.distressUntil == null || q < profile.distressUntil);
    const g = () => (distressed ? -0.01 : 0.025) + 0.03 * normal(random);
    const loans = loansCorporate + loansRetail;
    const deposits = corporateDeposits + retailDeposits;
    const severe = distressed && profile.distress === 'default';
    const fundingCost = loanYield * (severe ? 0.85 : distressed ? 0.75 : fundingRatio);
    const interestIncome = int(
      (loans - allowance) * loanYield +
        securities * loanYield * 0.7 +
        interbankLoans * loanYield * 0.6,
    );
    const interestExpense = -int(
      (deposits + interbankDeposits + bondsIssued + cbFunding) * fundingCost,
    );
    const feeIncome = int(loans * feeRate * (distressed ? 0.7 : 1)),
      feeExpense = -int(feeIncome * 0.25),
      // Trading gains and losses: within ±1 % of the securities book a quarter.
      trading = int(securities * 0.004 * Math.max(-2.5, Math.min(2.5, normal(random))));
    // A bank whose capital is already gone stops recognising fresh losses at the crisis pace
    // (the regulator steps in): a distressed bank's capital ends low, not at minus infinity.
    const capitalLeft =
      (shareCapital + reserves + retained) / Math.max(1, loans - allowance + securities);
    const riskRate = severe
      ? capitalLeft > 0.02
        ? uniform(random, 0.18, 0.28) / 4
        : 0.03 / 4
      : distressed
        ? uniform(random, 0.04, 0.07) / 4
        : costOfRisk * uniform(random, 0.7, 1.3);
    const charge = int(loans * riskRate);
    const provisions = -charge;
    const operatingIncome = interestIncome + interestExpense + feeIncome + feeExpense;
    // Costs follow the income they earn (trading gains included): the cost/income ratio stays
    // at the bank's own 35-55 % give or take, within 30-70 %.
    const opex = -int(
      Math.max(operatingIncome + Math.max(0, trading), loans * 0.004) *
        (distressed ? 0.7 : Math.min(0.7, Math.max(0.3, costIncome + 0.05 * normal(random)))),
    );
    const pbt = operatingIncome + trading + provisions + opex;
    const tax = -Math.max(0, int(pbt * 0.2));
    const netIncome = pbt + tax;
    const trailing = out.slice(-3).reduce((s, x) => s + bankNetIncome(x), 0) + netIncome;
    const dividends =
      q % 4 === 2 && !distressed && trailing > 0
        ? Math.max(
            0,
            Math.min(int(trailing * payout), int(profile.dividendCap?.(q) ?? Infinity), retained),
          )
        : 0;
    const writeOffs = int(allowance * 0.08);
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
    // Credit losses are not cash: they come back in the cash flow (net income + charge).
    cash +=
      netIncome +
      charge -
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
    const toCorporate = int((d.loans - writeOffs) * corporateShare);
    loansCorporate += toCorporate;
    loansRetail += d.loans - writeOffs - toCorporate;
    allowance += charge - writeOffs;
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
      allowance,
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

/** A quarter's net income: every line of the profit and loss statement. */
export function bankNetIncome(q: BankQuarter): number {
  return (
    q.interestIncome +
    q.interestExpense +
    q.feeIncome +
    q.feeExpense +
    q.trading +
    q.provisions +
    q.opex +
    q.tax
  );
}
