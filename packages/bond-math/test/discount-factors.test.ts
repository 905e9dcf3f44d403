import { describe, expect, it } from 'vitest';
import {
  dirtyPriceFromYield,
  discountFactors,
  parseIsoDate,
  prepare,
  type YieldConventionName,
} from '../src/index';

const terms = {
  issueDate: parseIsoDate('2020-01-15'),
  maturityDate: parseIsoDate('2030-01-15'),
  frequency: 2 as const,
  dayCount: 'ACT/ACT-ICMA' as const,
  couponRate: 0.05,
};

describe('discountFactors', () => {
  const conventions: YieldConventionName[] = [
    'effective-annual',
    'street',
    'compounded',
    'true-yield',
    'continuous',
    'simple',
  ];
  for (const convention of conventions) {
    it(`reproduces the solver's dirty price in ${convention}`, () => {
      for (const settlement of ['2024-03-01', '2029-09-01']) {
        const p = prepare(terms, parseIsoDate(settlement), { convention });
        const factors = discountFactors(p, 0.047);
        let pv = 0;
        for (let i = 0; i < p.n; i++) pv += (p.amounts[i] as number) * (factors[i] as number);
        expect(pv).toBeCloseTo(dirtyPriceFromYield(p, 0.047), 10);
      }
    });
  }
});
