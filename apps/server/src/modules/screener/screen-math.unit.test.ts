import { describe, expect, it } from 'vitest';
import { screenMath, type MathInput } from './screen-math';

/** A 3-year 10 % semi-annual rouble bullet priced at par on the trade date (our generator's footing). */
const BULLET: MathInput = {
  bond: {
    issueDate: '2025-06-01',
    maturityDate: '2028-06-01',
    faceValue: 1000,
    couponRate: 10,
    couponFrequency: 2,
    dayCount: 'ACT/365F',
    currency: 'RUB',
    couponType: 'fixed',
    isAmortizing: false,
  },
  payments: [],
  offers: [],
  priceDate: '2026-06-01',
  cleanPrice: 100,
  ytm: 10.25,
  source: 'demo',
  curve: null,
};

describe("the screener's bond-math numbers of one bond", () => {
  it('takes the stored yield to maturity as the screen yield when no offer comes first', () => {
    const math = screenMath(BULLET);
    expect(math).toMatchObject({ yieldToOffer: null, screenYield: 10.25, yieldToWorst: 10.25 });
    expect(math.worstDate).toBe('2028-06-01');
    // At par on a coupon date the current yield is the coupon, the street yield the coupon too.
    expect(math.currentYield).toBeCloseTo(10, 6);
    expect(math.streetYield).toBeCloseTo(10, 2);
  });

  it('goes to the next offer when one comes first, and to worst over every workout', () => {
    const math = screenMath({
      ...BULLET,
      cleanPrice: 101,
      offers: [{ date: '2027-06-01', type: 'call', price: 100 }],
    });
    expect(math.yieldToOffer).not.toBeNull();
    expect(math.screenYield).toBe(math.yieldToOffer);
    // Above par, the call a year away is the worst outcome for the holder.
    expect(math.yieldToOffer!).toBeLessThan(BULLET.ytm!);
    expect(math).toMatchObject({ yieldToWorst: math.yieldToOffer, worstDate: '2027-06-01' });
  });

  it('keeps the stored yield when the engine refuses the terms, and claims nothing with an offer', () => {
    const odd = { ...BULLET, bond: { ...BULLET.bond, dayCount: 'ACT/999' } };
    expect(screenMath(odd)).toMatchObject({ screenYield: 10.25, zSpread: null, streetYield: null });
    const withOffer = {
      ...odd,
      offers: [{ date: '2027-06-01', type: 'put' as const, price: 100 }],
    };
    expect(screenMath(withOffer)).toMatchObject({ screenYield: null, yieldToWorst: null });
  });
});
