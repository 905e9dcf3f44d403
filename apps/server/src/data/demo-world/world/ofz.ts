import type { LocalizedText } from '@bondsight/contracts';
import { serial } from '../dates';
import { ofzNames } from './bond-names';
import type { BondShape } from './bond-shape';

/**
 * OFZ 26219 and 26230, the first two bonds of every world, with their real coupon, maturity,
 * accrual start (the one their first real coupon implies) and volume. Their demo coupon dates
 * fall on the maturity's day of month; the real ones come every 182 days back from maturity,
 * which the bondization import brings in (it replaces the generated schedule).
 */
export const REAL_OFZ: {
  number: number;
  shape: BondShape;
  couponPct: number;
  volume: number;
  nsd: boolean;
  names: { names: LocalizedText; fullNames: LocalizedText };
}[] = [
  {
    number: 26219,
    shape: {
      currency: 'RUB',
      tenor: 10,
      issue: serial('2016-06-29'),
      maturity: serial('2026-09-16'),
      couponType: 'fixed',
      frequency: 2,
      dayCount: 'ACT/365F',
      faceValue: 1000,
      floatingBase: null,
      amortizing: false,
      put: false,
      call: false,
    },
    couponPct: 7.75,
    volume: 288_000_000_000,
    nsd: true,
    names: ofzNames(26219, 'PD'),
  },
  {
    number: 26230,
    shape: {
      currency: 'RUB',
      tenor: 20,
      issue: serial('2019-06-05'),
      maturity: serial('2039-03-16'),
      couponType: 'fixed',
      frequency: 2,
      dayCount: 'ACT/365F',
      faceValue: 1000,
      floatingBase: null,
      amortizing: false,
      put: false,
      call: false,
    },
    couponPct: 7.7,
    volume: 450_000_000_000,
    nsd: false,
    names: ofzNames(26230, 'PD'),
  },
];
