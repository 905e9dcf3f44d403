import { describe, expect, it } from 'vitest';
import type { CalculatorResult, CalculatorTerms } from '@bondsight/contracts';
import {
  calculatorRequest,
  hasLiveOffer,
  storedCleanPrice,
  workoutRequests,
} from './calculator-request';

const TERMS: CalculatorTerms = {
  bondId: 9,
  settlementDate: '2026-11-20',
  currency: 'RUB',
  faceValue: 1000,
  nkdPrecision: 2,
  termsSource: 'schedule',
  bond: {
    faceValue: 1000,
    issueDate: '2024-10-17',
    maturityDate: '2031-10-18',
    couponRate: 12.7,
    couponFrequency: 4,
    dayCount: 'ACT/365F',
    calendar: 'moex',
    offers: [{ date: '2028-01-18', type: 'put', price: 100 }],
  },
  price: {
    date: '2026-11-20',
    tradingGroundId: 1,
    tradingGroundName: 'Moscow Exchange',
    cleanPrice: 104.5134,
    ytm: 11.97,
    source: 'demo',
  },
  curve: {
    id: 1,
    code: 'RU-GCURVE',
    name: 'G-curve',
    date: '2026-11-20',
    curve: { type: 'zero', points: [{ years: 1, rate: 10 }], compounding: { type: 'effective' } },
  },
  benchmark: {
    id: 4,
    name: 'OFZ 28004',
    isin: null,
    bond: {
      faceValue: 1000,
      issueDate: '2020-12-31',
      maturityDate: '2035-12-31',
      couponRate: 11.6,
      couponFrequency: 2,
      dayCount: 'ACT/365F',
    },
    price: {
      date: '2026-11-20',
      tradingGroundId: 1,
      tradingGroundName: 'Moscow Exchange',
      cleanPrice: 100.832,
      ytm: 9.45,
      source: 'demo',
    },
  },
  benchmarkChoice: {
    rule: 'nearest_duration',
    reason: null,
    date: '2026-11-20',
    couponKind: 'fixed',
    priceWindowDays: 5,
    candidates: 12,
    bondDurationYears: 3.7218,
    benchmarkDurationYears: 3.9012,
    durationGapYears: 0.1794,
    maturityGapDays: 1535,
    benchmarkPricedOn: '2026-11-20',
  },
};

describe('calculator request', () => {
  it('computes from the stored price by default, with the curve and the benchmark', () => {
    const request = calculatorRequest(TERMS, '2026-11-20', null, 'effective');
    expect(request).toEqual({
      bond: TERMS.bond,
      settlementDate: '2026-11-20',
      yieldConvention: 'effective',
      workout: 'maturity',
      curve: TERMS.curve!.curve,
      benchmark: { bond: TERMS.benchmark!.bond, cleanPrice: 100.832 },
      cleanPrice: 104.5134,
    });
  });

  it('takes exactly one typed input: a price, a yield or a Z-spread', () => {
    const at = (kind: 'price' | 'yield' | 'spread') =>
      calculatorRequest(TERMS, '2026-11-20', { kind, value: 12.5 }, 'nominal')!;
    expect(at('price').cleanPrice).toBe(12.5);
    expect(at('yield')).toMatchObject({ yield: 12.5, yieldConvention: 'nominal' });
    expect(at('yield').cleanPrice).toBeUndefined();
    expect(at('spread').zSpread).toBe(12.5);
    const noCurve = { ...TERMS, curve: null };
    expect(
      calculatorRequest(noCurve, '2026-11-20', { kind: 'spread', value: 1 }, 'effective'),
    ).toBeNull();
  });

  it('has nothing to compute without a visible price, and leaves out a withheld benchmark', () => {
    const masked = {
      ...TERMS,
      price: { ...TERMS.price!, cleanPrice: { masked: 'need_auth' as const } },
      benchmark: {
        ...TERMS.benchmark!,
        price: { ...TERMS.benchmark!.price!, cleanPrice: { masked: 'need_auth' as const } },
      },
    };
    expect(storedCleanPrice(masked)).toBeNull();
    expect(calculatorRequest(masked, '2026-11-20', null, 'effective')).toBeNull();
    const typed = calculatorRequest(
      masked,
      '2026-11-20',
      { kind: 'price', value: 99 },
      'effective',
    );
    expect(typed?.benchmark).toBeUndefined();
  });

  it('leaves out a benchmark repaid by the settlement date', () => {
    const request = calculatorRequest(TERMS, '2036-01-10', null, 'effective');
    expect(request?.benchmark).toBeUndefined();
  });

  it('asks the offer and worst workouts at the price the main answer found', () => {
    expect(hasLiveOffer(TERMS, '2026-11-20')).toBe(true);
    expect(hasLiveOffer(TERMS, '2028-01-18')).toBe(false);
    const main = calculatorRequest(TERMS, '2026-11-20', { kind: 'yield', value: 12 }, 'effective')!;
    const result = { cleanPrice: 101.25 } as CalculatorResult;
    expect(workoutRequests(main, result)).toEqual([
      {
        bond: TERMS.bond,
        settlementDate: '2026-11-20',
        yieldConvention: 'effective',
        cleanPrice: 101.25,
        workout: 'next-offer',
      },
      {
        bond: TERMS.bond,
        settlementDate: '2026-11-20',
        yieldConvention: 'effective',
        cleanPrice: 101.25,
        workout: 'worst',
      },
    ]);
  });
});
