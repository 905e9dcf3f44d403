import { addDays, addYears, dayOfWeek, type CalendarDate } from '@bondsight/bond-math';
import { chance, integer, pick, weighted, type Random } from '../random';
import { FLOATING_BASES } from './base-rates';
import type { CurrencyCode } from './reference';
import type { IssuerPlan } from './types';

/** The shape of a new bond: what a syndicate desk would settle before pricing it. */
export interface BondShape {
  currency: CurrencyCode;
  tenor: number;
  issue: CalendarDate;
  maturity: CalendarDate;
  couponType: 'fixed' | 'floating' | 'zero' | 'step' | 'inflation';
  frequency: number;
  dayCount: string;
  faceValue: number;
  floatingBase: string | null;
  amortizing: boolean;
  put: boolean;
  call: boolean;
}

function currencyOf(random: Random, issuer: IssuerPlan): CurrencyCode {
  if (issuer.kind === 'spv') return chance(random, 0.7) ? 'USD' : 'EUR';
  if (issuer.country === 'RU' && issuer.kind !== 'sovereign' && issuer.kind !== 'municipal')
    return weighted(random, [
      ['RUB', 89],
      ['CNY', 8],
      ['USD', 3],
    ] as const);
  if (issuer.country === 'KZ') return chance(random, 0.5) ? 'RUB' : 'USD';
  return issuer.currency;
}

const TENORS: Record<string, number[]> = {
  'sovereign:RU': [2, 3, 5, 7, 10, 15, 20],
  'sovereign:US': [1, 2, 3, 5, 7, 10, 20, 30],
  'sovereign:DE': [2, 5, 10, 30],
  'sovereign:CN': [1, 2, 3, 5, 7, 10, 30],
  municipal: [3, 5, 7, 10],
  bank: [1, 2, 3, 5],
  spv: [3, 5, 7, 10],
  corporate: [1, 2, 3, 4, 5, 7, 10],
};

/** Tuesday to Thursday: when placements happen (ISO weekdays 2..4). */
function weekdayOnOrAfter(day: CalendarDate): CalendarDate {
  let d = day;
  while (dayOfWeek(d) < 2 || dayOfWeek(d) > 4) d = addDays(d, 1);
  return d;
}

export function shapeBond(
  random: Random,
  issuer: IssuerPlan,
  windowFirst: CalendarDate,
  asOf: CalendarDate,
): BondShape {
  const currency = currencyOf(random, issuer);
  const tenorKey = issuer.kind === 'sovereign' ? `sovereign:${issuer.country}` : issuer.kind;
  const tenor = pick(random, TENORS[tenorKey] ?? TENORS.corporate ?? [3]);
  // Issued so that most bonds live in the window; some have matured, a few are announced.
  const earliest = addDays(windowFirst, -Math.round(tenor * 365 * 0.9));
  const issue = weekdayOnOrAfter(addDays(earliest, integer(random, 0, asOf + 45 - earliest)));
  const maturity = addYears(issue, tenor);
  const sovereign = issuer.kind === 'sovereign';
  let couponType: BondShape['couponType'];
  if (sovereign)
    couponType =
      tenor <= 1 ? 'zero' : issuer.country === 'RU' && chance(random, 0.2) ? 'floating' : 'fixed';
  else if (currency === 'RUB')
    couponType = weighted(random, [
      ['fixed', 65],
      ['floating', 22],
      ['zero', 6],
      ['step', 7],
    ] as const);
  else
    couponType = weighted(random, [
      ['fixed', 85],
      ['floating', 8],
      ['zero', 7],
    ] as const);
  if (couponType === 'zero' && tenor > 5 && !sovereign) couponType = 'fixed';
  const frequency =
    couponType === 'zero'
      ? 0
      : currency === 'RUB'
        ? sovereign
          ? 2
          : couponType === 'floating'
            ? pick(random, [4, 12])
            : weighted(random, [
                [2, 40],
                [4, 35],
                [12, 25],
              ] as const)
        : currency === 'EUR'
          ? 1
          : currency === 'CNY'
            ? pick(random, [1, 2])
            : 2;
  const dayCount =
    currency === 'RUB' || currency === 'CNY'
      ? 'ACT/365F'
      : currency === 'EUR' || sovereign
        ? 'ACT/ACT-ICMA'
        : '30/360-US';
  const faceValue =
    sovereign && currency !== 'RUB'
      ? 100
      : currency === 'CNY' && issuer.country === 'CN'
        ? 100
        : 1000;
  const bases = FLOATING_BASES[currency];
  const floatingBase =
    couponType === 'floating' ? (sovereign ? 'RUONIA' : pick(random, bases)) : null;
  const long = tenor >= 3 && !sovereign && couponType !== 'zero';
  return {
    currency,
    tenor,
    issue,
    maturity,
    couponType,
    frequency,
    dayCount,
    faceValue,
    floatingBase,
    amortizing: long && issuer.kind !== 'spv' && chance(random, 0.15),
    put: long && currency === 'RUB' && chance(random, 0.12),
    call: long && chance(random, 0.1),
  };
}
