import { describe, expect, it } from 'vitest';
import {
  DURATION_SPREAD_YIELD_MAX,
  YIELD_SHOWN_MAX,
  shownDurationOrSpread,
  shownYield,
  yieldTooHigh,
} from './display-rules';
import { usableNumber } from './source-value';
import { yieldTypeLabelKey } from './yield-type';

describe('display rules (spec section 5)', () => {
  it('uses the spec thresholds', () => {
    expect(YIELD_SHOWN_MAX).toBe(2000);
    expect(DURATION_SPREAD_YIELD_MAX).toBe(20);
  });

  it('blanks a yield above 2000 %', () => {
    expect(shownYield(2000)).toBe(2000);
    expect(shownYield(2000.5)).toBeNull();
    expect(shownYield(-50)).toBe(-50);
    expect(shownYield(null)).toBeNull();
  });

  it('blanks durations and spreads above a 20 % indicative yield', () => {
    expect(yieldTooHigh({ indicativeYield: 20.5 })).toBe(true);
    expect(yieldTooHigh({ indicativeYield: 20 })).toBe(false);
    expect(yieldTooHigh(undefined)).toBe(false);
    expect(shownDurationOrSpread(300, { indicativeYield: 21 })).toBeNull();
    expect(shownDurationOrSpread(300, { indicativeYield: 19 })).toBe(300);
  });
});

describe('source fields', () => {
  it('reads .numeric, and nothing from a field without it', () => {
    expect(usableNumber({ numeric: 5 })).toBe(5);
    expect(usableNumber({ numeric: null })).toBeNull();
    expect(usableNumber({})).toBeNull();
    expect(usableNumber('12.5')).toBeNull();
  });

  it('never reads a number marked .baddata', () => {
    for (const flag of [true, 1, '1', 'true', 'stale'])
      expect(usableNumber({ numeric: 5, baddata: flag })).toBeNull();
    for (const flag of [false, 0, '0', 'false', '', null, undefined])
      expect(usableNumber({ numeric: 5, baddata: flag })).toBe(5);
  });
});

describe('indicative_yield_type', () => {
  it('shows Clearance as Maturity, Offer as Put/Call, Coupon as Current', () => {
    expect(yieldTypeLabelKey('Clearance')).toBe('bond:yield_type_maturity');
    expect(yieldTypeLabelKey('Offer')).toBe('bond:yield_type_put_call');
    expect(yieldTypeLabelKey('coupon')).toBe('bond:yield_type_current');
    expect(yieldTypeLabelKey('Other')).toBeNull();
    expect(yieldTypeLabelKey(null)).toBeNull();
  });
});
