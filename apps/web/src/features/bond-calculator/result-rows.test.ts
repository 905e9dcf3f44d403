import { describe, expect, it } from 'vitest';
import type { CalculatorResult } from '@bondsight/contracts';
import { resultRows, yieldOf } from './result-rows';

const RESULT: CalculatorResult = {
  settlementDate: '2026-11-20',
  workoutDate: '2031-10-20',
  yieldConvention: 'effective',
  accruedInterest: 11.48,
  accruedInterestPercent: 1.148,
  accruedDays: 33,
  accruedCalendarDays: 33,
  cleanPrice: 104.5134,
  dirtyPrice: 105.6614,
  yield: 11.97,
  yields: {
    effective: 11.97,
    street: 11.48,
    compounded: 11.48,
    nominal: 11.48,
    simple: 14.62,
    current: 12.15,
    adjustedCurrent: 11.27,
  },
  macaulayDuration: 3.72,
  macaulayDurationDays: 1358.46,
  modifiedDuration: 3.32,
  convexity: 16.1,
  pvbp: 0.0351,
  pvbpPerBond: 0.351,
  spreads: { gSpread: 82, tSpread: 252.2, zSpread: 72.3 },
  cashflows: [],
};

const byKey = (rows: ReturnType<typeof resultRows>) =>
  Object.fromEntries(rows.map((r) => [r.key, r.value]));

describe('result list', () => {
  it('lists the answer under the spec aliases, with the decimals of spec section 9', () => {
    const rows = resultRows(RESULT, {}, 2);
    expect(rows.map((r) => r.key)).toEqual([
      'clean_price',
      'dirty_price',
      'accrued_interest',
      'accrued_percent',
      'accrued_days',
      'ytm',
      'current_yield',
      'adjusted_current_yield',
      'macaulay_duration',
      'macaulay_duration_days',
      'modified_duration',
      'convexity',
      'pvbp',
      'pvbp_per_bond',
      'g_spread',
      't_spread',
      'z_spread',
    ]);
    const decimals = Object.fromEntries(rows.map((r) => [r.key, r.decimals]));
    expect(decimals).toMatchObject({
      clean_price: 4,
      ytm: 3,
      g_spread: 2,
      macaulay_duration: 2,
      macaulay_duration_days: 0,
      pvbp: 4,
      accrued_interest: 2,
    });
  });

  it("adds the calendar's accrued days only where the day count counts its own (30/360)", () => {
    const thirty = resultRows({ ...RESULT, accruedDays: 68, accruedCalendarDays: 69 }, {}, 2);
    expect(byKey(thirty)).toMatchObject({ accrued_days: 68, accrued_calendar_days: 69 });
    const keys = thirty.map((r) => r.key);
    expect(keys.indexOf('accrued_calendar_days')).toBe(keys.indexOf('accrued_days') + 1);
  });

  it('adds the yields and durations to the offer and to worst when they are asked', () => {
    const offer = { ...RESULT, yield: 10.5, macaulayDuration: 1.1, modifiedDuration: 1 };
    const keys = resultRows(RESULT, { offer, worst: offer }, 2).map((r) => r.key);
    expect(keys).toContain('yto');
    expect(keys).toContain('ytw');
    expect(keys).toContain('duration_to_offer');
  });

  it('blanks durations and spreads above a 20 % yield, and a yield above 2000 %', () => {
    const wild = { ...RESULT, yield: 2500, yields: { ...RESULT.yields, effective: 2500 } };
    const rows = byKey(resultRows(wild, {}, 2));
    expect(rows.ytm).toBeNull();
    expect(rows.modified_duration).toBeNull();
    expect(rows.g_spread).toBeNull();
    expect(rows.clean_price).toBe(104.5134);
    const high = { ...RESULT, yields: { ...RESULT.yields, effective: 21 } };
    expect(byKey(resultRows(high, {}, 2)).pvbp).toBeNull();
    expect(yieldOf(wild, 'effective')).toBeNull();
    expect(yieldOf(RESULT, 'street')).toBe(11.48);
  });
});
