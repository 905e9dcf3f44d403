import type { LocalizedText } from '@bondsight/contracts';
import { serial } from '../dates';
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
    names: {
      names: { eng: 'OFZ 26219', rus: 'ОФЗ 26219', chn: 'OFZ 26219' },
      fullNames: {
        eng: 'Russian Federation, OFZ-PD 26219',
        rus: 'Российская Федерация, ОФЗ-ПД 26219',
        chn: '俄罗斯联邦 OFZ-PD 26219',
      },
    },
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
    names: {
      names: { eng: 'OFZ 26230', rus: 'ОФЗ 26230', chn: 'OFZ 26230' },
      fullNames: {
        eng: 'Russian Federation, OFZ-PD 26230',
        rus: 'Российская Федерация, ОФЗ-ПД 26230',
        chn: '俄罗斯联邦 OFZ-PD 26230',
      },
    },
  },
];
