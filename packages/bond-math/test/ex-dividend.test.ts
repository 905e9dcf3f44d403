/**
 * Ex-dividend (ex-interest) periods against the published formulae, each written out here
 * independently of the engine:
 *
 * - UK gilts: DMO, "Formulae for Calculating Gilt Prices from Yields", 3rd ed. (16 March
 *   2005). Section One, conventional gilts: dirty price per GBP 100 nominal
 *     P = v^(r/s) * (c1 + c2 v + (c/f) v^2 (1 - v^(n-1)) / (1 - v) + 100 v^n),
 *   v = 1 / (1 + y/f), f = 2, r = days from settlement to the next quasi-coupon date, s =
 *   days in the quasi-coupon period of settlement, n = full quasi-coupon periods from the
 *   next quasi-coupon date to redemption, c1 = the next cash flow (zero when the gilt
 *   settles in its ex-dividend period), c2 = the one after (c/f for a regular gilt).
 *   Section Three, accrued interest: (t/s) * c/f cum-dividend and (t/s - 1) * c/f
 *   ex-dividend, t = days from the last coupon date to settlement. The ex-dividend date is
 *   seven business days of the UK calendar before the coupon date.
 * - Australian Treasury bonds: AOFM, "Pricing formulae for Commonwealth Government
 *   Securities" (aofm.gov.au, Treasury Bonds): P = v^(f/d) (g (1 + a_n) + 100 v^n) cum
 *   interest (1), P = v^(f/d) (g a_n + 100 v^n) ex interest (2), v = 1 / (1 + i), i = yield
 *   / 200, f = days from settlement to the next interest date, d = days in the half-year
 *   ending on it, g = half-yearly coupon per AUD 100, a_n = (1 - v^n) / i, n = full
 *   half-years from the next interest date to maturity; the ex-interest period is seven
 *   calendar days.
 *
 * The day counts r, s, t, f, d are written out by hand in each case. Durations and
 * convexity use the textbook definitions on the same cash flows (Macaulay = sum of time *
 * PV / P in years, modified = Macaulay / (1 + y/2), convexity = (1/P) d2P/dy2). The engine
 * runs the 'street' convention (compounded at the coupon frequency to unadjusted coupon
 * dates, ACT/ACT-ICMA exponents r/s + k), which is these formulae while two or more flows
 * remain, as in every case here.
 */
import { describe, expect, it } from 'vitest';
import {
  accruedInterest,
  buildCashFlows,
  convexity,
  dirtyPriceFromYield,
  durations,
  formatIsoDate,
  parseIsoDate,
  prepare,
  yieldFromPrice,
  type BondTerms,
  type CalendarDate,
} from '../src/index';

const d = parseIsoDate;
const street = { convention: 'street' } as const;

interface Expected {
  readonly dirty: number;
  readonly accrued: number;
  readonly macaulay: number;
  readonly modified: number;
  readonly convexity: number;
}

/** Price, accrued and risk of a semi-annual bond from its remaining flows, per 100 face. */
function fromFlows(
  flows: readonly (readonly [amount: number, periods: number])[],
  y: number,
  accrued: number,
): Expected {
  const v = 1 / (1 + y / 2);
  let price = 0;
  let timeWeighted = 0;
  let second = 0;
  for (const [amount, x] of flows) {
    const pv = amount * v ** x;
    price += pv;
    timeWeighted += (x / 2) * pv;
    second += (amount * x * (x + 1) * v ** (x + 2)) / 4;
  }
  const macaulay = timeWeighted / price;
  return { dirty: price, accrued, macaulay, modified: macaulay * v, convexity: second / price };
}

interface GiltCase {
  readonly label: string;
  readonly settlement: string;
  readonly r: number;
  readonly s: number;
  readonly n: number;
  readonly exDividend: boolean;
}

/** DMO Section One (price) and Section Three (accrued) for a regular conventional gilt. */
function dmoGilt(c: number, y: number, k: GiltCase): Expected {
  const v = 1 / (1 + y / 2);
  const c1 = k.exDividend ? 0 : c / 2;
  const c2 = c / 2;
  const dirty =
    v ** (k.r / k.s) *
    (c1 + c2 * v + ((c / 2) * v ** 2 * (1 - v ** (k.n - 1))) / (1 - v) + 100 * v ** k.n);
  const t = k.s - k.r;
  const accrued = k.exDividend ? (t / k.s - 1) * (c / 2) : (t / k.s) * (c / 2);
  // The same flows one by one, for durations and convexity.
  const flows: [number, number][] = [];
  if (!k.exDividend) flows.push([c1, k.r / k.s]);
  for (let j = 1; j <= k.n; j++) flows.push([c / 2 + (j === k.n ? 100 : 0), k.r / k.s + j]);
  const risk = fromFlows(flows, y, accrued);
  expect(risk.dirty).toBeCloseTo(dirty, 10); // the closed form and the flows agree
  return { ...risk, dirty };
}

function expectEngine(
  terms: BondTerms,
  settlement: string,
  y: number,
  want: Expected,
  exCoupon: boolean,
): void {
  const p = prepare(terms, d(settlement), street);
  expect(p.accrued.exCoupon).toBe(exCoupon);
  expect(p.accrued.percentOfFace).toBeCloseTo(want.accrued, 12);
  const dirty = dirtyPriceFromYield(p, y);
  expect(dirty).toBeCloseTo(want.dirty, 10);
  expect(yieldFromPrice(terms, d(settlement), { dirty: want.dirty }, street)).toBeCloseTo(y, 10);
  expect(yieldFromPrice(terms, d(settlement), want.dirty - want.accrued, street)).toBeCloseTo(
    y,
    10,
  );
  const dur = durations(p, y);
  expect(dur.macaulay).toBeCloseTo(want.macaulay, 10);
  expect(dur.modified).toBeCloseTo(want.modified, 10);
  expect(convexity(p, y)).toBeCloseTo(want.convexity, 8);
}

// 4¼% Treasury Gilt 2032 (coupons 7 June and 7 December, redemption 7 June 2032). The issue
// date only has to be a coupon date before the settlements, so every period is regular.
const GILT_2032: BondTerms = {
  issueDate: d('2020-12-07'),
  maturityDate: d('2032-06-07'),
  frequency: 2,
  dayCount: 'ACT/ACT-ICMA',
  couponRate: 0.0425,
  calendar: 'united-kingdom',
  exCoupon: { market: 'uk-dmo' },
};
// Hypothetical gilt paying 22 April and 22 October, redeemed 22 October 2035: its April 2025
// ex-dividend period spans Good Friday (18 Apr) and Easter Monday (21 Apr).
const GILT_2035: BondTerms = {
  ...GILT_2032,
  issueDate: d('2020-10-22'),
  maturityDate: d('2035-10-22'),
  couponRate: 0.05,
};

// Until this issue the gilt rule was written {days: 7, dayType: 'business'} with settlement ON
// the 7th business day trading ex. The DMO's ex-dividend date is a trade date (a gilt bought
// on it settles the next business day, ex); settling on it is still cum, as Bloomberg and
// QuantLib's test-suite show below. The cases that settled ON the ex-dividend date changed
// from ex to cum; the others kept their numbers.
describe('UK gilts: the DMO ex-dividend date is the 7th UK business day, a trade date', () => {
  // Coupon Wed 7 Jun 2023; counting back over UK business days: 6, 5, 2, 1 Jun, 31, 30 May,
  // (Mon 29 May spring bank holiday), 26 May: the ex-dividend date is Fri 26 May 2023.
  // s = 182 (7 Dec 2022 - 7 Jun 2023), n = 18 (7 Jun 2023 - 7 Jun 2032).
  const june2023: GiltCase[] = [
    {
      label: 'the day before the ex-dividend date: cum',
      settlement: '2023-05-25',
      r: 13,
      s: 182,
      n: 18,
      exDividend: false,
    },
    {
      label: 'ON the ex-dividend date (bought the day before): cum',
      settlement: '2023-05-26',
      r: 12,
      s: 182,
      n: 18,
      exDividend: false,
    },
    {
      label: 'after the bank holiday, 8 calendar days before the coupon: ex',
      settlement: '2023-05-30',
      r: 8,
      s: 182,
      n: 18,
      exDividend: true,
    },
    {
      label: 'the day before the coupon: ex',
      settlement: '2023-06-06',
      r: 1,
      s: 182,
      n: 18,
      exDividend: true,
    },
  ];
  // Coupon Thu 7 Dec 2023: ex-dividend date Tue 28 Nov; s = 183, n = 17.
  const december2023: GiltCase[] = [
    {
      label: 'ON the December ex-dividend date: cum',
      settlement: '2023-11-28',
      r: 9,
      s: 183,
      n: 17,
      exDividend: false,
    },
    {
      label: 'the business day after the December ex-dividend date: ex',
      settlement: '2023-11-29',
      r: 8,
      s: 183,
      n: 17,
      exDividend: true,
    },
  ];
  // Coupon Tue 22 Apr 2025: 17, 16, 15, 14, 11, 10, 9 Apr (18 and 21 are holidays), so the
  // ex-dividend date is Wed 9 Apr; s = 182 (22 Oct 2024 - 22 Apr 2025), n = 21.
  const easter2025: GiltCase[] = [
    {
      label: 'Easter: ON the ex-dividend date: cum',
      settlement: '2025-04-09',
      r: 13,
      s: 182,
      n: 21,
      exDividend: false,
    },
    {
      label: 'Easter: the next day: ex',
      settlement: '2025-04-10',
      r: 12,
      s: 182,
      n: 21,
      exDividend: true,
    },
    {
      label: 'Easter: 8 calendar days before the coupon, across two holidays: ex',
      settlement: '2025-04-14',
      r: 8,
      s: 182,
      n: 21,
      exDividend: true,
    },
  ];

  it('ex from the day after the ex-dividend date, seven UK business days before the coupon', () => {
    const firstEx = (terms: BondTerms, coupon: string) =>
      formatIsoDate(
        buildCashFlows(terms).flows.find((f) => f.paymentDate === d(coupon))
          ?.exCouponDate as CalendarDate,
      );
    expect(firstEx(GILT_2032, '2023-06-07')).toBe('2023-05-27');
    expect(firstEx(GILT_2032, '2023-12-07')).toBe('2023-11-29');
    expect(firstEx(GILT_2035, '2025-04-22')).toBe('2025-04-10');
  });

  for (const k of [...june2023, ...december2023]) {
    it(`4¼% 2032 settling ${k.settlement}, ${k.label}: accrued, dirty, yield, risk`, () => {
      expectEngine(GILT_2032, k.settlement, 0.04, dmoGilt(4.25, 0.04, k), k.exDividend);
    });
  }
  for (const k of easter2025) {
    it(`5% 2035 settling ${k.settlement}, ${k.label}: accrued, dirty, yield, risk`, () => {
      expectEngine(GILT_2035, k.settlement, 0.045, dmoGilt(5, 0.045, k), k.exDividend);
    });
  }

  it("the generic {days, dayType} rule is QuantLib's: 6 business days, settlement >= ex date", () => {
    // The same gilt with QuantLib's form of the rule agrees on every business day ...
    const quantLib: BondTerms = { ...GILT_2032, exCoupon: { days: 6, dayType: 'business' } };
    for (const [day, ex] of [
      ['2023-05-25', false],
      ['2023-05-26', false],
      ['2023-05-30', true],
      ['2023-06-06', true],
    ] as const) {
      expect(accruedInterest(buildCashFlows(quantLib), d(day), quantLib).exCoupon).toBe(ex);
      expect(accruedInterest(buildCashFlows(GILT_2032), d(day), GILT_2032).exCoupon).toBe(ex);
    }
    // ... while 7 business days read as "settlement on or after" is one day early (the old rule).
    const settleOn7th: BondTerms = { ...GILT_2032, exCoupon: { days: 7, dayType: 'business' } };
    expect(
      accruedInterest(buildCashFlows(settleOn7th), d('2023-05-26'), settleOn7th).exCoupon,
    ).toBe(true);
    // Counted in calendar days (the default) the gilt would still trade cum on 30 May.
    for (const terms of [
      { ...GILT_2032, exCoupon: { days: 7, dayType: 'calendar' } },
      { ...GILT_2032, exCoupon: { days: 7 } },
    ] as BondTerms[]) {
      const a = accruedInterest(buildCashFlows(terms), d('2023-05-30'), terms);
      expect(a.exCoupon).toBe(false);
      expect(a.percentOfFace).toBeCloseTo((174 / 182) * 2.125, 12);
    }
  });

  it('rejects an unknown market or day type and a negative or fractional number of days', () => {
    const bad = (exCoupon: unknown) => () =>
      buildCashFlows({ ...GILT_2032, exCoupon } as BondTerms);
    expect(bad({ market: 'uk' })).toThrow(/uk-dmo, au-aofm/);
    expect(bad({ days: 7, dayType: 'working' })).toThrow(/'business' or 'calendar'/);
    expect(bad({ days: -1 })).toThrow(/whole number/);
    expect(bad({ days: 2.5, dayType: 'business' })).toThrow(/whole number/);
  });
});

describe('UK gilts: a settlement on a weekend or holiday is taken as given', () => {
  // The DMO's formulae count r and t from the settlement date as it falls. Such a settlement
  // is ex-dividend when it comes after the ex-dividend date: holders at that day's close are
  // paid the coupon. Coupon Wed 7 Jun 2023, ex-dividend date Fri 26 May (above).
  it('Sunday 21 May 2023, before the ex-dividend date: cum, r = 17', () => {
    const k = { label: '', settlement: '2023-05-21', r: 17, s: 182, n: 18, exDividend: false };
    expectEngine(GILT_2032, k.settlement, 0.04, dmoGilt(4.25, 0.04, k), false);
  });
  it('Saturday 27 May 2023, the day after the ex-dividend date: ex, r = 11', () => {
    const k = { label: '', settlement: '2023-05-27', r: 11, s: 182, n: 18, exDividend: true };
    expectEngine(GILT_2032, k.settlement, 0.04, dmoGilt(4.25, 0.04, k), true);
    // Accrued = (t/s - 1) c/2 = -(11/182) * 2.125; QuantLib's 6-business-day form puts its ex
    // date on Tue 30 May and would call this Saturday cum.
    expect(
      accruedInterest(buildCashFlows(GILT_2032), d('2023-05-27'), GILT_2032).percentOfFace,
    ).toBeCloseTo(-(11 / 182) * 2.125, 12);
    const quantLib: BondTerms = { ...GILT_2032, exCoupon: { days: 6, dayType: 'business' } };
    expect(accruedInterest(buildCashFlows(quantLib), d('2023-05-27'), quantLib).exCoupon).toBe(
      false,
    );
  });
  it('Monday 29 May 2023, the spring bank holiday in the ex-dividend period: ex, r = 9', () => {
    const k = { label: '', settlement: '2023-05-29', r: 9, s: 182, n: 18, exDividend: true };
    expectEngine(GILT_2032, k.settlement, 0.04, dmoGilt(4.25, 0.04, k), true);
  });
});

describe("the DMO's own worked examples: settling ON the ex-dividend date is cum", () => {
  // DMO, "Price/yield and Accrued Interest Calculation Examples" (8 June 1998, the examples
  // of the 3rd-edition formulae; the dirty prices as the rateslib documentation tabulates
  // them from it), per GBP 100 nominal, to 6 decimals.
  // Example 1: 8% Treasury 2015 (7 Jun / 7 Dec) at 4.445 %. Its 7 Jun 1999 coupon: counting
  // back 4, 3, 2, 1 Jun, (Mon 31 May bank holiday), 28, 27, 26 May: ex-dividend date Wed 26 May.
  // Example 2: 6¾% Treasury 2004 (26 May / 26 Nov) at 4.634 %. Its 26 May 1999 coupon:
  // 25, 24, 21, 20, 19, 18, 17 May: ex-dividend date Mon 17 May.
  const UKT_2015: BondTerms = {
    issueDate: d('1998-12-07'),
    maturityDate: d('2015-12-07'),
    frequency: 2,
    dayCount: 'ACT/ACT-ICMA',
    couponRate: 0.08,
    calendar: 'united-kingdom',
    exCoupon: { market: 'uk-dmo' },
  };
  const UKT_2004: BondTerms = {
    ...UKT_2015,
    issueDate: d('1998-11-26'),
    maturityDate: d('2004-11-26'),
    couponRate: 0.0675,
  };
  const examples = [
    { terms: UKT_2015, y: 0.04445, settlement: '1999-05-24', dirty: 145.012268, ex: false },
    { terms: UKT_2015, y: 0.04445, settlement: '1999-05-26', dirty: 145.047301, ex: false },
    { terms: UKT_2015, y: 0.04445, settlement: '1999-05-27', dirty: 141.070132, ex: true },
    { terms: UKT_2015, y: 0.04445, settlement: '1999-06-07', dirty: 141.257676, ex: false },
    { terms: UKT_2004, y: 0.04634, settlement: '1999-05-10', dirty: 113.315543, ex: false },
    { terms: UKT_2004, y: 0.04634, settlement: '1999-05-17', dirty: 113.415969, ex: false },
    { terms: UKT_2004, y: 0.04634, settlement: '1999-05-18', dirty: 110.058738, ex: true },
    { terms: UKT_2004, y: 0.04634, settlement: '1999-05-26', dirty: 110.170218, ex: false },
  ];
  for (const e of examples) {
    it(`${e.terms.couponRate === 0.08 ? '8% 2015' : '6¾% 2004'} settling ${e.settlement}: ${e.dirty}`, () => {
      const p = prepare(e.terms, d(e.settlement), street);
      expect(p.accrued.exCoupon).toBe(e.ex);
      expect(Math.abs(dirtyPriceFromYield(p, e.y) - e.dirty)).toBeLessThan(5e-7);
    });
  }
});

describe('UK gilt GB0009997999 (8% 2021) around one ex-dividend date, as Bloomberg shows it', () => {
  // QuantLib test-suite, bonds.cpp, testExCouponGilt ("Output verified with Bloomberg"):
  // issue and accrual start 29 Feb 1996, first coupon 7 Jun 1996, maturity 7 Jun 2021, 8 %
  // semi-annual, ACT/ACT ICMA, clean price 103, yield compounded semi-annually. The coupon of
  // Fri 7 Jun 2013 goes ex on Wed 29 May 2013 (the 7th UK business day before it, Mon 27 May
  // a bank holiday): settling on 29 May is cum, on 30 May ex. Modified duration and
  // convexity (QuantLib's scale, 100 x Bloomberg's 0.4215...) as the test quotes them.
  const GILT_2021: BondTerms = {
    issueDate: d('1996-02-29'),
    maturityDate: d('2021-06-07'),
    firstCouponDate: d('1996-06-07'),
    frequency: 2,
    dayCount: 'ACT/ACT-ICMA',
    couponRate: 0.08,
    calendar: 'united-kingdom',
    paymentConvention: 'unadjusted',
    exCoupon: { market: 'uk-dmo' },
  };
  const bloomberg = [
    {
      settlement: '2013-05-29',
      accrued: 3.8021978,
      yield: 0.0749518,
      modified: 5.6760445,
      convexity: 42.1531486,
      ex: false,
    },
    {
      settlement: '2013-05-30',
      accrued: -0.1758242,
      yield: 0.0749618,
      modified: 5.8928163,
      convexity: 43.7562186,
      ex: true,
    },
    {
      settlement: '2013-05-31',
      accrued: -0.1538462,
      yield: 0.0749599,
      modified: 5.890186,
      convexity: 43.7239438,
      ex: true,
    },
  ];
  for (const c of bloomberg) {
    it(`settling ${c.settlement}: ${c.ex ? 'ex' : 'cum'}, accrued ${c.accrued}, yield ${c.yield}`, () => {
      const p = prepare(GILT_2021, d(c.settlement), { convention: 'compounded' });
      expect(p.accrued.exCoupon).toBe(c.ex);
      expect(Math.abs(p.accrued.percentOfFace - c.accrued)).toBeLessThan(1e-6);
      const y = yieldFromPrice(GILT_2021, d(c.settlement), 103, { convention: 'compounded' });
      expect(Math.abs(y - c.yield)).toBeLessThan(1e-6);
      expect(Math.abs(durations(p, y).modified - c.modified)).toBeLessThan(1e-6);
      expect(Math.abs(convexity(p, y) - c.convexity)).toBeLessThan(1e-6);
      expect(Math.abs(dirtyPriceFromYield(p, y) - (103 + c.accrued))).toBeLessThan(1e-6);
    });
  }
});

// 4.75% 21 April 2027 Treasury Bond, interest from 21 Oct 2011 (its first coupon period).
const ACGB_2027: BondTerms = {
  issueDate: d('2011-10-21'),
  maturityDate: d('2027-04-21'),
  frequency: 2,
  dayCount: 'ACT/ACT-ICMA',
  couponRate: 0.0475,
  exCoupon: { market: 'au-aofm' },
};

/** AOFM Treasury bond formulae (1) and (2); accrued g (d - f)/d cum, -g f/d ex interest. */
function aofm(
  coupon: number,
  yieldPct: number,
  f: number,
  dHalf: number,
  n: number,
  exInterest: boolean,
) {
  const g = coupon / 2;
  const i = yieldPct / 200;
  const v = 1 / (1 + i);
  const an = (1 - v ** n) / i;
  const dirty = v ** (f / dHalf) * (g * ((exInterest ? 0 : 1) + an) + 100 * v ** n);
  const accrued = exInterest ? (-g * f) / dHalf : (g * (dHalf - f)) / dHalf;
  return { dirty, accrued };
}

const round3 = (x: number) => Math.round(x * 1000) / 1000;

describe('Australian Treasury bonds: seven calendar days (AOFM pricing formulae)', () => {
  it("reproduces the AOFM's published pricing of the new 4.75% April 2027 bond (cum)", () => {
    // AOFM operational notice "Pricing of New April 2027 Treasury Bond", 20 Oct 2011:
    // yield 4.88% for settlement 27 Oct 2011 "equates to a gross price of $98.676 ...,
    // consisting of a capital price of $98.598 and accrued interest component of $0.078".
    // f = 177 (27 Oct 2011 - 21 Apr 2012), d = 183, n = 30 (21 Apr 2012 - 21 Apr 2027).
    const want = aofm(4.75, 4.88, 177, 183, 30, false);
    expect(round3(want.dirty)).toBe(98.676);
    const p = prepare(ACGB_2027, d('2011-10-27'), street);
    const dirty = dirtyPriceFromYield(p, 0.0488);
    expect(dirty).toBeCloseTo(want.dirty, 10);
    expect(p.accrued.percentOfFace).toBeCloseTo(want.accrued, 12);
    expect(round3(dirty)).toBe(98.676);
    expect(round3(p.accrued.percentOfFace)).toBe(0.078);
    expect(round3(dirty - p.accrued.percentOfFace)).toBe(98.598);
    expect(yieldFromPrice(ACGB_2027, d('2011-10-27'), { dirty }, street)).toBeCloseTo(0.0488, 12);
  });

  it('prices the same bond ex interest from seven calendar days before a coupon (formula 2)', () => {
    // Coupon Tue 21 Oct 2025; its record date, eight days before, is Mon 13 Oct (a business
    // day, so the record-date holiday rule does not move it); ex interest from 14 Oct.
    // d = 183 (21 Apr - 21 Oct 2025), n = 3 (21 Oct 2025 - 21 Apr 2027).
    const exDay = aofm(4.75, 3.9, 7, 183, 3, true);
    expectEngine(
      ACGB_2027,
      '2025-10-14',
      0.039,
      fromFlows(
        [
          [2.375, 7 / 183 + 1],
          [2.375, 7 / 183 + 2],
          [102.375, 7 / 183 + 3],
        ],
        0.039,
        exDay.accrued,
      ),
      true,
    );
    const p = prepare(ACGB_2027, d('2025-10-14'), street);
    expect(dirtyPriceFromYield(p, 0.039)).toBeCloseTo(exDay.dirty, 10);
    // The day before still trades cum interest: formula (1) with f = 8.
    const dayBefore = aofm(4.75, 3.9, 8, 183, 3, false);
    const q = prepare(ACGB_2027, d('2025-10-13'), street);
    expect(q.accrued.exCoupon).toBe(false);
    expect(q.accrued.percentOfFace).toBeCloseTo(dayBefore.accrued, 12);
    expect(dirtyPriceFromYield(q, 0.039)).toBeCloseTo(dayBefore.dirty, 10);
  });
});
