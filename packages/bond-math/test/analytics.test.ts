/**
 * Accrued interest, clean/dirty, yields in each convention, durations, convexity, PVBP,
 * yields to offer and to worst, current yields. Checks are closed forms, finite
 * differences and cross-checks against Excel (Microsoft's YIELD documentation example).
 */
import { describe, expect, it } from 'vitest';
import {
  adjustedCurrentYield,
  analyzeBond,
  convexity,
  convexityBloomberg,
  currentYield,
  dirtyPriceFromYield,
  durations,
  excel,
  parseIsoDate,
  prepare,
  priceFromYield,
  pvbp,
  yieldFromDirtyPrice,
  yieldFromPrice,
  yieldToOffer,
  yieldToWorst,
  yieldsToWorkouts,
  type BondTerms,
  type YieldConventionName,
} from '../src/index';

const d = parseIsoDate;
const CONVENTIONS: YieldConventionName[] = [
  'effective-annual',
  'street',
  'compounded',
  'true-yield',
  'continuous',
  'simple',
];

const ust: BondTerms = {
  issueDate: d('2024-11-15'),
  maturityDate: d('2034-11-15'),
  frequency: 2,
  dayCount: 'ACT/ACT-ICMA',
  couponRate: 0.0425,
  calendar: 'us-government-bond',
};

describe('accrued interest and clean/dirty', () => {
  it('ACT/ACT-ICMA accrued per bond and per 100, with days', () => {
    const terms = { ...ust, faceValue: 1000 };
    const a = analyzeBond(terms, d('2025-03-03'), { yield: 0.045 });
    // 108 days of a 181-day period: 1000 * 4.25 % / 2 * 108/181
    expect(a.accruedDays).toBe(108);
    expect(a.accruedInterest).toBeCloseTo((21.25 * 108) / 181, 12);
    expect(a.accruedPercent).toBeCloseTo((2.125 * 108) / 181, 12);
    expect(a.dirtyPrice - a.cleanPrice).toBeCloseTo(a.accruedPercent, 12);
  });

  it('no accrued on a coupon date; the coupon paid that day goes to the seller', () => {
    const p = prepare(ust, d('2025-05-15'));
    expect(p.accrued.amount).toBe(0);
    expect(p.dates[0]).toBe(d('2025-11-17')); // 15 Nov 2025 is a Saturday: paid Monday
  });
});

describe('yield conventions', () => {
  it('street yield equals Excel YIELD on the Microsoft example (30/360, basis 0)', () => {
    const terms: BondTerms = {
      issueDate: d('2007-11-15'),
      maturityDate: d('2016-11-15'),
      frequency: 2,
      dayCount: '30/360-US',
      couponRate: 0.0575,
    };
    const y = yieldFromPrice(terms, d('2008-02-15'), { clean: 95.04287 }, { convention: 'street' });
    expect(y).toBeCloseTo(excel.YIELD('2008-02-15', '2016-11-15', 0.0575, 95.04287, 100, 2, 0), 12);
  });

  it('street yield equals Excel YIELD basis 1, including simple yield in the last period', () => {
    const terms: BondTerms = {
      ...ust,
      issueDate: d('2023-05-15'),
      maturityDate: d('2025-11-15'),
      calendar: 'null',
    };
    for (const s of ['2024-02-29', '2025-06-02']) {
      const y = yieldFromPrice(terms, d(s), { clean: 99.1 }, { convention: 'street' });
      expect(y).toBeCloseTo(excel.YIELD(s, '2025-11-15', 0.0425, 99.1, 100, 2, 1), 11);
    }
  });

  it('zero-coupon: closed forms in every convention', () => {
    const zero: BondTerms = {
      issueDate: d('2024-01-10'),
      maturityDate: d('2029-01-10'),
      frequency: 0,
      dayCount: 'ACT/365F',
      calendar: 'null',
    };
    const s = d('2024-01-10');
    const t = (d('2029-01-10') - s) / 365;
    const price = 80;
    expect(yieldFromPrice(zero, s, price, { convention: 'effective-annual' })).toBeCloseTo(
      (100 / 80) ** (1 / t) - 1,
      13,
    );
    expect(yieldFromPrice(zero, s, price, { convention: 'continuous' })).toBeCloseTo(
      Math.log(100 / 80) / t,
      13,
    );
    expect(yieldFromPrice(zero, s, price, { convention: 'simple' })).toBeCloseTo(
      (100 / 80 - 1) / t,
      13,
    );
    const semi = yieldFromPrice(zero, s, price, {
      convention: { compounding: 'compounded', frequency: 2, timeBasis: 'ACT/365F' },
    });
    expect((1 + semi / 2) ** 2).toBeCloseTo(1 + yieldFromPrice(zero, s, price), 13);
    // Street: money-market (simple) only within the final period, not for a long zero.
    expect(yieldFromPrice(zero, s, price, { convention: 'street' })).toBeCloseTo(
      yieldFromPrice(zero, s, price),
      13,
    );
    const late = d('2028-07-10');
    const tl = (d('2029-01-10') - late) / 365;
    expect(yieldFromPrice(zero, late, 98, { convention: 'street' })).toBeCloseTo(
      (100 / 98 - 1) / tl,
      13,
    );
    const dur = durations(prepare(zero, s), 0.05);
    expect(dur.macaulay).toBeCloseTo(t, 13);
    expect(dur.macaulayDays).toBeCloseTo(d('2029-01-10') - s, 9);
  });

  it('true yield discounts to adjusted payment dates, street to coupon dates', () => {
    const s = d('2025-03-03');
    const street = yieldFromPrice(ust, s, 98, {
      convention: { compounding: 'compounded', timeBasis: 'bond', discountTo: 'accrual-end' },
    });
    const trueY = yieldFromPrice(ust, s, 98, { convention: 'true-yield' });
    expect(trueY).not.toBe(street);
    expect(Math.abs(trueY - street)).toBeLessThan(2e-5); // a few weekend days over 10 years
  });
});

describe('risk measures', () => {
  const s = d('2025-03-03');
  for (const conv of CONVENTIONS) {
    it(`modified duration, convexity and PVBP match finite differences (${conv})`, () => {
      const p = prepare(ust, s, { convention: conv });
      const y = 0.047;
      const h = 1e-5;
      const P = dirtyPriceFromYield(p, y);
      const up = dirtyPriceFromYield(p, y + h);
      const dn = dirtyPriceFromYield(p, y - h);
      const dur = durations(p, y);
      expect(dur.modified).toBeCloseTo((dn - up) / (2 * h) / P, 6);
      expect(convexity(p, y)).toBeCloseTo((up + dn - 2 * P) / (h * h) / P, 2);
      expect(convexityBloomberg(p, y)).toBeCloseTo(convexity(p, y) / 100, 12);
      const bp = pvbp(p, y);
      expect(bp.per100).toBeCloseTo(((dn - up) / (2 * h)) * 1e-4, 8);
      expect(bp.perBond).toBeCloseTo(bp.per100, 12); // face 100
      if (conv === 'street' || conv === 'compounded' || conv === 'true-yield')
        expect(dur.modified).toBeCloseTo(dur.macaulay / (1 + y / 2), 12);
      if (conv === 'continuous') expect(dur.modified).toBeCloseTo(dur.macaulay, 12);
    });
  }

  it('a 10-year par bond has convexity near 80 (QuantLib scale) and duration near 8', () => {
    const p = prepare(ust, d('2024-11-15'), { convention: 'street' });
    expect(convexity(p, 0.0425)).toBeGreaterThan(70);
    expect(convexity(p, 0.0425)).toBeLessThan(90);
    expect(durations(p, 0.0425).modified).toBeGreaterThan(7.5);
    expect(dirtyPriceFromYield(p, 0.0425)).toBeCloseTo(100, 10);
  });

  it('Excel DURATION/MDURATION doc example agrees with street Macaulay/modified duration', () => {
    const terms: BondTerms = {
      issueDate: d('2008-01-01'),
      maturityDate: d('2016-01-01'),
      frequency: 2,
      dayCount: 'ACT/ACT-ICMA',
      couponRate: 0.08,
      calendar: 'null',
    };
    const dur = durations(prepare(terms, d('2008-01-01'), { convention: 'street' }), 0.09);
    expect(dur.macaulay).toBeCloseTo(
      excel.DURATION('2008-01-01', '2016-01-01', 0.08, 0.09, 2, 1),
      12,
    );
    expect(dur.modified).toBeCloseTo(5.73566981391884, 10);
  });
});

describe('workouts and current yields', () => {
  const callable: BondTerms = {
    issueDate: d('2024-06-01'),
    maturityDate: d('2034-06-01'),
    frequency: 2,
    dayCount: '30/360-US',
    couponRate: 0.07,
    offers: [
      { date: d('2027-06-01'), type: 'call', price: 101 },
      { date: d('2029-06-01'), type: 'call', price: 100 },
    ],
  };
  it('yield to offer truncates at the offer date and redeems at the offer price', () => {
    const s = d('2025-01-10');
    const yto = yieldToOffer(
      callable,
      s,
      104,
      { date: d('2027-06-01'), price: 101 },
      { convention: 'street' },
    );
    const bullet = {
      ...callable,
      maturityDate: d('2027-06-01'),
      redemption: 101,
      offers: undefined,
    };
    expect(yto).toBeCloseTo(yieldFromPrice(bullet, s, 104, { convention: 'street' }), 12);
  });
  it('yield to worst is the lowest workout yield', () => {
    const s = d('2025-01-10');
    const all = yieldsToWorkouts(callable, s, 106);
    expect(all.map((w) => w.kind)).toEqual(['maturity', 'call', 'call']);
    const worst = yieldToWorst(callable, s, 106);
    expect(worst.yield).toBe(Math.min(...all.map((w) => w.yield)));
    expect(worst.kind).toBe('call');
    // Below par the maturity is the worst case.
    expect(yieldToWorst(callable, s, 95).kind).toBe('maturity');
  });
  it('current and adjusted current yield', () => {
    const s = d('2025-06-01');
    expect(currentYield(callable, s, 98)).toBeCloseTo(7 / 98, 14);
    const years = (d('2034-06-01') - s) / 365;
    expect(adjustedCurrentYield(callable, s, 98)).toBeCloseTo((7 + 2 / years) / 98, 14);
  });
});

describe('prepared solver', () => {
  it('round-trips price -> yield -> price to 1e-10 in each convention', () => {
    for (const conv of CONVENTIONS) {
      const p = prepare(ust, d('2025-03-03'), { convention: conv });
      for (const px of [60, 90, 100, 120, 180]) {
        const y = yieldFromDirtyPrice(p, px);
        expect(dirtyPriceFromYield(p, y)).toBeCloseTo(px, 10);
      }
    }
  });
  it('priceFromYield returns clean, dirty and accrued consistently', () => {
    const r = priceFromYield(ust, d('2025-03-03'), 0.045, { convention: 'street' });
    expect(r.dirty - r.clean).toBeCloseTo(r.accrued, 14);
  });
});
