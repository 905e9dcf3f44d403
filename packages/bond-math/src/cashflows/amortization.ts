/**
 * Sinking-fund helpers. A level-payment (annuity) bond repays principal so that coupon plus
 * principal is the same every period: payment = F * i / (1 - (1 + i)^-n), i = rate / f
 * (Excel PMT); principal_k = payment - outstanding_k * i. QuantLib's sinkingNotionals
 * builds the same schedule (test-suite amortizingbond.cpp).
 */
import { fail, requireFinite } from '../errors';
import type { Money, Rate } from '../units';

export function levelPayment(
  face: Money,
  annualRate: Rate,
  frequency: number,
  periods: number,
): Money {
  requireFinite(face, 'face');
  requireFinite(annualRate, 'rate');
  if (!(Number.isInteger(periods) && periods > 0))
    fail('invalid_argument', 'periods must be a positive integer', 'periods');
  if (!(frequency > 0)) fail('invalid_frequency', 'frequency must be positive', 'frequency');
  const i = annualRate / frequency;
  if (i === 0) return face / periods;
  return (face * i) / -Math.expm1(-periods * Math.log1p(i));
}

/** Principal repaid in each of `periods` periods of a level-payment bond. */
export function levelPaymentPrincipals(
  face: Money,
  annualRate: Rate,
  frequency: number,
  periods: number,
): Money[] {
  const payment = levelPayment(face, annualRate, frequency, periods);
  const i = annualRate / frequency;
  const out: Money[] = [];
  let outstanding = face;
  for (let k = 0; k < periods; k++) {
    const principal = k === periods - 1 ? outstanding : payment - outstanding * i;
    out.push(principal);
    outstanding -= principal;
  }
  return out;
}
