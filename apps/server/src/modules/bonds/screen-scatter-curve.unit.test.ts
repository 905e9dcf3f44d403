import { describe, expect, it } from 'vitest';
import { zeroCurveFromRates } from '@bondsight/bond-math';
import { curveAsZeroBonds, curveCurrencyOf } from './screen-scatter-curve';

describe('the scatter’s curve as zero-coupon government bonds', () => {
  it('gives each term its effective zero yield and the modified duration term / (1 + y)', () => {
    // 10 % continuously compounded everywhere: e^0.1 − 1 = 10.517 % effective.
    const points = curveAsZeroBonds(
      zeroCurveFromRates(() => 0.1),
      5,
    );
    expect(points.map((p) => p.term)).toEqual([0.25, 0.5, 0.75, 1, 1.5, 2, 2.5, 3, 4, 5]);
    for (const p of points) {
      expect(p.yield).toBeCloseTo(10.5171, 3);
      expect(p.duration).toBeCloseTo(p.term / 1.105171, 3);
    }
  });

  it('ends at the longest stored term, even off the grid', () => {
    const points = curveAsZeroBonds(
      zeroCurveFromRates(() => 0.05),
      3.3,
    );
    expect(points.at(-1)!.term).toBe(3.3);
    expect(points.at(-2)!.term).toBe(3);
  });
});

describe('the scatter curve’s currency', () => {
  const counts = [
    { currency: 'USD', count: 4 },
    { currency: 'EUR', count: 9 },
    { currency: 'CNY', count: 9 },
  ];
  it('is the screen’s own currency when it names one', () => {
    expect(curveCurrencyOf('RUB', counts)).toBe('RUB');
  });
  it('else the one most points have, ties by code', () => {
    expect(curveCurrencyOf(undefined, counts)).toBe('CNY');
    expect(curveCurrencyOf(undefined, [])).toBeNull();
  });
});
