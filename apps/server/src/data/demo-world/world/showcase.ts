import { addDays, dayOfWeek, type CalendarDate } from '@bondsight/bond-math';
import type { BondShape } from './bond-shape';
import type { IssuerPlan } from './types';

/**
 * The showcase corporate's bonds are fixed in kind so that its pages show every block: a
 * fixed-coupon bond with a put offer (quotes, offer yields), a floater, an amortizing bond,
 * a step-up, a yuan bond and a zero-coupon bond, all issued before the window.
 */
export function showcaseShape(
  issuer: IssuerPlan,
  k: number,
  windowFirst: CalendarDate,
  shape: BondShape,
): BondShape {
  if (issuer.showcase !== 'corporate') return shape;
  let issue = addDays(windowFirst, -400 - 90 * k);
  while (dayOfWeek(issue) > 5) issue = addDays(issue, 1);
  const base: BondShape = {
    ...shape,
    currency: 'RUB',
    issue,
    tenor: 7,
    frequency: 4,
    dayCount: 'ACT/365F',
    faceValue: 1000,
    floatingBase: null,
    amortizing: false,
    put: false,
    call: false,
    couponType: 'fixed',
  };
  const kinds: Partial<BondShape>[] = [
    { put: true },
    { couponType: 'floating', floatingBase: 'KEYRATE', frequency: 12 },
    { amortizing: true, call: true },
    { couponType: 'step', frequency: 2 },
    { currency: 'CNY', frequency: 2 },
    { couponType: 'zero', frequency: 0, tenor: 3 },
  ];
  const chosen = { ...base, ...(kinds[k] ?? {}) };
  return { ...chosen, maturity: addDays(issue, Math.round(chosen.tenor * 365.25)) };
}
