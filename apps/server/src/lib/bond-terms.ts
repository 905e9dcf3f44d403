import {
  parseIsoDate,
  type ExplicitCashFlow,
  percentToRate,
  type BondTerms,
  type CalendarId,
  type DayCountId,
  type Frequency,
} from '@bondsight/bond-math';

/** The stored terms of a bond, as the database keeps them. */
export interface StoredBondTerms {
  issueDate: string;
  maturityDate: string;
  faceValue: number;
  couponRate: number | null;
  couponFrequency: number;
  dayCount: string;
  currency: string;
}

/** Where a currency's bonds settle: the holiday calendar of their home market. */
const CALENDAR_BY_CURRENCY: Record<string, CalendarId> = {
  RUB: 'moex',
  USD: 'us-government-bond',
  EUR: 'target',
  GBP: 'united-kingdom',
};

/**
 * The engine's terms for a stored bond. Rouble bonds follow the Russian rule: the coupon per
 * bond and the accrued interest are rounded to kopecks (MOEX methodology).
 */
export function termsOf(bond: StoredBondTerms): BondTerms {
  const rub = bond.currency === 'RUB';
  return {
    issueDate: parseIsoDate(bond.issueDate),
    maturityDate: parseIsoDate(bond.maturityDate),
    faceValue: bond.faceValue,
    frequency: bond.couponFrequency as Frequency,
    dayCount: bond.dayCount as DayCountId,
    couponRate: percentToRate(bond.couponRate ?? 0),
    calendar: CALENDAR_BY_CURRENCY[bond.currency] ?? 'weekends-only',
    ...(rub ? { rounding: { couponDecimals: 2, accruedDecimals: 2 } } : {}),
  };
}

/** A stored bond as far as the engine's terms depend on it. */
export interface StoredBond extends StoredBondTerms {
  couponType: string;
  isAmortizing: boolean;
}

/** A stored cash flow row as far as the engine's terms depend on it. */
export interface StoredFlow {
  date: string;
  couponRate: number | null;
  redemption: number | null;
}

/**
 * The engine's terms of a stored bond: `termsOf` (issue, maturity, rate, frequency, day
 * count, calendar and kopeck rounding) plus what only the cash flow table knows.
 *
 * - Floating and step-up bonds: each period's rate is the stored `coupon_rate` of its row;
 *   a period starts where the previous row's (unadjusted) `date` ended, the first at issue.
 * - Amortizing bonds: principal repaid on each row's `date` before the last.
 *
 * The generator builds every bond through this function from the rows it stores, so a
 * price, yield or accrued recomputed from the database matches the stored tick exactly.
 * (The API's calculator should use the same mapping; fixed and zero-coupon bonds need only
 * `termsOf`.)
 */
export function engineTermsOf(bond: StoredBond, flows: readonly StoredFlow[]): BondTerms {
  const base = termsOf(bond);
  const variable = bond.couponType === 'floating' || bond.couponType === 'step';
  if (!variable && !bond.isAmortizing) return base;
  if (flows.length === 0)
    throw new Error('a floating, step-up or amortizing bond needs its cash flows');
  let terms: BondTerms = base;
  if (variable) {
    terms = {
      ...terms,
      floating: {
        fixings: flows.map((f, i) => ({
          periodStart: i === 0 ? base.issueDate : parseIsoDate((flows[i - 1] as StoredFlow).date),
          rate: percentToRate(f.couponRate ?? 0),
        })),
      },
    };
  }
  if (bond.isAmortizing) {
    terms = {
      ...terms,
      amortization: flows
        .slice(0, -1)
        .filter((f) => (f.redemption ?? 0) > 0)
        .map((f) => ({ date: parseIsoDate(f.date), amount: f.redemption ?? 0 })),
    };
  }
  return terms;
}

/** A stored cash flow row with its amounts and origin. */
export interface StoredPayment extends StoredFlow {
  couponSum: number | null;
  source: string;
}

/**
 * The engine's terms of a stored bond, whoever wrote its rows. A schedule an importer stored
 * (bondization, calendar exports: any source but our generator) is the bond's truth — OFZ
 * coupons fall every 182 days, not on the maturity's day of month — so when it repays the
 * whole face its payments are used as they are (the engine accrues each coupon over its own
 * period, as MOEX's ACCINT does). A partial list (a calendar window) would under-state the
 * bond and is not used; generated bonds keep the terms their rows were made from.
 */
export function storedTermsOf(bond: StoredBond, payments: readonly StoredPayment[]): BondTerms {
  const published = payments.length > 0 && payments.every((p) => p.source !== 'demo');
  const repaid = payments.reduce((sum, p) => sum + (p.redemption ?? 0), 0);
  if (published && Math.abs(repaid - bond.faceValue) < 0.01) {
    const cashFlows: ExplicitCashFlow[] = payments.map((p) => ({
      date: parseIsoDate(p.date),
      coupon: p.couponSum ?? 0,
      redemption: p.redemption ?? 0,
    }));
    return { ...termsOf(bond), cashFlows };
  }
  return engineTermsOf(bond, payments);
}
