/** Every error code is reachable, typed, and names the field; no NaN/Infinity escapes. */
import { describe, expect, it } from 'vitest';
import {
  BondMathError,
  buildCashFlows,
  calendarById,
  callExcel,
  dayCountById,
  parseIsoDate,
  prepare,
  priceFromYield,
  yieldFromDirtyPrice,
  yieldFromPrice,
  type BondMathErrorCode,
  type BondTerms,
} from '../src/index';

const d = parseIsoDate;
const bond: BondTerms = {
  issueDate: d('2024-01-15'),
  maturityDate: d('2029-01-15'),
  frequency: 2,
  dayCount: 'ACT/365F',
  couponRate: 0.05,
};

function codeOf(fn: () => unknown): { code: BondMathErrorCode; field: string | undefined } {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(BondMathError);
    return { code: (e as BondMathError).code, field: (e as BondMathError).field };
  }
  throw new Error('expected a BondMathError');
}

const CASES: [BondMathErrorCode, () => unknown, string?][] = [
  [
    'maturity_before_issue',
    () => buildCashFlows({ ...bond, maturityDate: d('2023-01-15') }),
    'maturityDate',
  ],
  ['unknown_day_count', () => dayCountById('ACT/ACT'), 'dayCount'],
  [
    'unknown_day_count',
    () => buildCashFlows({ ...bond, dayCount: 'BUS/365' as never }),
    'dayCount',
  ],
  ['unknown_calendar', () => calendarById('tokyo'), 'calendar'],
  ['invalid_price', () => yieldFromPrice(bond, d('2025-01-15'), -5), 'price'],
  ['invalid_price', () => yieldFromPrice(bond, d('2025-01-15'), { dirty: Number.NaN }), 'price'],
  ['invalid_yield', () => priceFromYield(bond, d('2025-01-15'), Number.POSITIVE_INFINITY), 'yield'],
  ['yield_below_minus_100', () => priceFromYield(bond, d('2025-01-15'), -1), 'yield'],
  [
    'yield_below_minus_100',
    () => priceFromYield(bond, d('2025-01-15'), -2.5, { convention: 'street' }),
    'yield',
  ],
  ['settlement_after_maturity', () => prepare(bond, d('2029-01-15')), 'settlement'],
  ['settlement_before_issue', () => prepare(bond, d('2023-12-01')), 'settlement'],
  ['no_convergence', () => yieldFromDirtyPrice(prepare(bond, d('2025-01-15')), 1e300), 'price'],
  ['invalid_frequency', () => buildCashFlows({ ...bond, frequency: 5 as never }), 'frequency'],
  ['invalid_date', () => parseIsoDate('2023-02-30'), 'date'],
  ['invalid_date', () => buildCashFlows({ ...bond, issueDate: 1.5 as never }), 'issueDate'],
  ['invalid_argument', () => buildCashFlows({ ...bond, couponRate: Number.NaN }), 'couponRate'],
  [
    'invalid_argument',
    () =>
      callExcel('PRICE', {
        settlement: '2024-01-01',
        maturity: '2030-01-01',
        rate: 0.05,
        yld: 0.05,
        redemption: 100,
        frequency: 2,
        basis: 7,
      }),
    'basis',
  ],
  [
    'invalid_argument',
    () =>
      callExcel('PRICE', {
        settlement: '2024-01-01',
        maturity: '2030-01-01',
        rate: 0.05,
        yield: 0.05,
        redemption: 100,
        frequency: 2,
      }),
    'yield',
  ],
  ['unknown_function', () => callExcel('NPV', {}), 'name'],
  [
    'no_cash_flows',
    () => prepare({ ...bond, cashFlows: [{ date: d('2026-01-15') }] }, d('2025-01-15')),
    'settlement',
  ],
];

describe('BondMathError codes', () => {
  for (const [code, fn, field] of CASES) {
    it(`${code}${field ? ` (${field})` : ''}`, () => {
      const e = codeOf(fn);
      expect(e.code).toBe(code);
      if (field) expect(e.field).toBe(field);
    });
  }
  it('is a real Error with a message', () => {
    const e = new BondMathError('invalid_argument', 'x must be positive', 'x');
    expect(e).toBeInstanceOf(Error);
    expect(e.name).toBe('BondMathError');
    expect(e.message).toBe('x must be positive');
  });
});
