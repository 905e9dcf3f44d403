/**
 * A TIPS is priced as the Treasury prices it: the real coupon on the indexed principal is a
 * fixed real cash flow, the yield is the real yield (street convention), the price is per 100
 * of indexed principal ("unadjusted"). Reference: TreasuryDirect's TIPS auction results
 * (unadjusted price per 100 and real high yield at the issue date), as tabulated at
 * eyebonds.info/tips/hist/tips51hista.html (912828B25) and tips102histb.html (912810UH9).
 */
import { analyzeBond, parseIsoDate } from '@bondsight/bond-math';
import { describe, expect, it } from 'vitest';
import type { KnownBond } from './bonds';
import { pricingOf } from './pricing';
import { TREASURY_TERMS } from './treasuries';

const tips = (couponRate: number, issueDate: string, maturityDate: string): KnownBond => ({
  id: 1,
  isin: null,
  secid: null,
  currency: 'USD',
  faceValue: 100,
  issueDate,
  maturityDate,
  couponRate,
  ...TREASURY_TERMS.TIPS,
  isAmortizing: false,
  placementPrice: null,
  placedVolume: null,
  source: 'us-treasury',
});

const AUCTIONS = [
  // coupon %, dated date, maturity, issue (settlement), unadjusted price, real yield %
  [0.625, '2014-01-15', '2024-01-15', '2014-01-31', 99.653598, 0.661],
  [0.625, '2014-01-15', '2024-01-15', '2014-03-31', 99.677818, 0.659],
  [0.625, '2014-01-15', '2024-01-15', '2014-05-30', 102.706565, 0.339],
  [2.375, '2025-02-15', '2055-02-15', '2025-02-28', 99.403433, 2.403],
  [2.375, '2025-02-15', '2055-02-15', '2025-08-29', 94.399471, 2.65],
] as const;

describe('TIPS: real yield from the unadjusted price, as the Treasury auctions them', () => {
  it.each(AUCTIONS)(
    '%s %% TIPS dated %s due %s, issued %s',
    (rate, dated, due, issue, price, y) => {
      const bond = tips(rate, dated, due);
      expect(bond.couponType).toBe('inflation');
      const p = pricingOf(bond, []);
      expect(p).not.toBeNull();
      const a = analyzeBond(
        p!.terms,
        parseIsoDate(issue),
        { price: { clean: price } },
        { convention: p!.convention, cashFlows: p!.cashFlows },
      );
      // The Treasury publishes the real yield to 3 decimals.
      expect(Math.round(a.yield * 100_000) / 1000).toBe(y);
    },
  );
});
