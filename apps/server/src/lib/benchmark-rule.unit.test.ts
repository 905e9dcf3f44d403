import { describe, expect, it } from 'vitest';
import {
  benchmarkCouponKind,
  pickBenchmark,
  priceWindowStart,
  type BenchmarkCandidate,
} from './benchmark-rule';
import { creditBucketOf } from './credit-bucket';

const candidate = (c: Partial<BenchmarkCandidate> & { id: number }): BenchmarkCandidate => ({
  endDate: '2030-01-01',
  alive: true,
  pricedOn: '2026-11-27',
  durationYears: 3,
  ...c,
});
const fixedBond = { endDate: '2030-06-01', durationYears: 3.1, couponKind: 'fixed' };

describe('the T-spread benchmark rule', () => {
  it('matches coupon kinds: fixed, zero and step-up together; a floater by its reference rate', () => {
    expect(benchmarkCouponKind('fixed', null)).toBe('fixed');
    expect(benchmarkCouponKind('zero', null)).toBe('fixed');
    expect(benchmarkCouponKind('step', null)).toBe('fixed');
    expect(benchmarkCouponKind('floating', ' ruonia ')).toBe('floating:RUONIA');
    expect(benchmarkCouponKind('floating', null)).toBeNull();
    expect(benchmarkCouponKind('indexed', null)).toBe('indexed');
  });

  it('takes a price at most 5 calendar days old', () => {
    expect(priceWindowStart('2026-11-30')).toBe('2026-11-25');
    expect(priceWindowStart('2026-03-02')).toBe('2026-02-25');
  });

  it('says why there is none: no such government bond, or none alive and priced', () => {
    expect(pickBenchmark(fixedBond, [])).toMatchObject({
      chosen: null,
      rule: 'none',
      reason: 'no_government_bond',
    });
    const unfit = [candidate({ id: 1, alive: false }), candidate({ id: 2, pricedOn: null })];
    expect(pickBenchmark(fixedBond, unfit)).toMatchObject({
      chosen: null,
      reason: 'none_alive_priced',
      fit: 0,
    });
  });

  it('takes the fit one nearest in duration, never an unfit one however near', () => {
    const pick = pickBenchmark(fixedBond, [
      candidate({ id: 1, durationYears: 3.1, alive: false }),
      candidate({ id: 2, durationYears: 3.1, pricedOn: null }),
      candidate({ id: 3, durationYears: 2.5 }),
      candidate({ id: 4, durationYears: 3.5 }),
    ]);
    expect(pick).toMatchObject({ rule: 'nearest_duration', reason: null, fit: 2 });
    expect(pick.chosen?.id).toBe(4);
  });

  it('breaks a duration tie by maturity, then by the lower id', () => {
    // Gaps of exactly half a year either side (binary-exact durations); then 30 days each.
    const bond = { ...fixedBond, durationYears: 3 };
    const byMaturity = pickBenchmark(bond, [
      candidate({ id: 1, durationYears: 2.5, endDate: '2029-01-01' }),
      candidate({ id: 2, durationYears: 3.5, endDate: '2030-07-01' }),
    ]);
    expect(byMaturity.chosen?.id).toBe(2);
    const byId = pickBenchmark(bond, [
      candidate({ id: 7, durationYears: 2.5, endDate: '2030-05-02' }),
      candidate({ id: 5, durationYears: 3.5, endDate: '2030-07-01' }),
    ]);
    expect(byId.chosen?.id).toBe(5);
  });

  it('matches a floater, and a bond without a duration yet, on maturity', () => {
    const list = [
      candidate({ id: 1, durationYears: 0.3, endDate: '2027-01-01' }),
      candidate({ id: 2, durationYears: 0.1, endDate: '2030-09-01' }),
    ];
    const floater = { endDate: '2030-06-01', durationYears: 0.3, couponKind: 'floating:RUONIA' };
    expect(pickBenchmark(floater, list)).toMatchObject({
      rule: 'nearest_maturity',
      chosen: { id: 2 },
    });
    expect(pickBenchmark({ ...fixedBond, durationYears: null }, list)).toMatchObject({
      rule: 'nearest_maturity',
      chosen: { id: 2 },
    });
  });
});

describe('rating buckets', () => {
  it('groups the 21 notches as an analyst does; SD and D with CCC; none unrated', () => {
    const names = ['AAA', 'AA-', 'A+', 'A-', 'BBB+', 'BBB-', 'BB+', 'BB-', 'B+', 'B-', 'CCC+', 'D'];
    const ranks = [1, 4, 5, 7, 8, 10, 11, 13, 14, 16, 17, 23];
    expect(ranks.map(creditBucketOf)).toEqual([1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6]);
    expect(names).toHaveLength(ranks.length);
    expect(creditBucketOf(null)).toBeNull();
    expect(creditBucketOf(0)).toBeNull();
  });
});
