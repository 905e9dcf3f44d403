import {
  parseIsoDate,
  percentToRate,
  type BondTerms,
  type CalendarId,
  type DayCountId,
  type Frequency,
} from '@bondsight/bond-math';

/** The stored terms of a bond, as the database keeps them. */
export interface StoredBondTerms {
  issueDate: string;
  maturityDate: string;
  faceValue: number;
  couponRate: number | null;
  couponFrequency: number;
  dayCount: string;
  currency: string;
}

/** Where a currency's bonds settle: the holiday calendar of their home market. */
const CALENDAR_BY_CURRENCY: Record<string, CalendarId> = {
  RUB: 'moex',
  USD: 'us-government-bond',
  EUR: 'target',
  GBP: 'united-kingdom',
};

/**
 * The engine's terms for a stored bond. Rouble bonds follow the Russian rule: the coupon per
 * bond and the accrued interest are rounded to kopecks (MOEX methodology).
 */
export function termsOf(bond: StoredBondTerms): BondTerms {
  const rub = bond.currency === 'RUB';
  return {
    issueDate: parseIsoDate(bond.issueDate),
    maturityDate: parseIsoDate(bond.maturityDate),
    faceValue: bond.faceValue,
    frequency: bond.couponFrequency as Frequency,
    dayCount: bond.dayCount as DayCountId,
    couponRate: percentToRate(bond.couponRate ?? 0),
    calendar: CALENDAR_BY_CURRENCY[bond.currency] ?? 'weekends-only',
    ...(rub ? { rounding: { couponDecimals: 2, accruedDecimals: 2 } } : {}),
  };
}
