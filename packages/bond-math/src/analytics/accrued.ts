/**
 * Accrued interest at a settlement date.
 *
 * - Coupon-share method (default): accrued = coupon * yf(start, settlement) / yf(start, end)
 *   with the bond's day count. When the coupon is rate * notional * yf(start, end) this is
 *   exactly rate * notional * yf(start, settlement) (ICMA Rule 251.2); when the coupon is
 *   rounded or given explicitly (MOEX bondization) it is the exchange's rule for OFZ:
 *   A = C * (T - T0) / (T1 - T0), rounded to kopecks (reproduces every ACCINT of the
 *   reference history, see test/moex.test.ts).
 * - Rate method: notional * rate * yf(start, settlement) (Russian corporate prospectuses:
 *   НКД = Nom * C * (T - T0) / 365).
 * - Ex-coupon period: a buyer settling on/after the ex-coupon date does not get the coupon
 *   and receives negative accrued interest, accrued - coupon = -coupon * (days to the
 *   coupon date) / (days in the period) (UK DMO gilt formulae, Section Three; the boundary
 *   rule is in cashflows/ex-coupon.ts).
 */
import type { BondCashFlows, CashFlow } from '../cashflows/cash-flow';
import { tradesExCoupon } from '../cashflows/ex-coupon';
import type { BondTerms } from '../cashflows/terms';
import type { CalendarDate } from '../dates/calendar-date';
import { fail } from '../errors';
import { roundMoney, type Money, type Price } from '../units';

export interface AccruedInterest {
  /** Per bond, currency. */
  readonly amount: Money;
  /** Per 100 of outstanding face. */
  readonly percentOfFace: Price;
  /**
   * Days accrued as the bond's day count counts them (30/360: 30-day months), from the
   * period start to settlement; ex-coupon, minus the days from settlement to the period end.
   * What Bloomberg and FinancePy show as accrued days.
   */
  readonly days: number;
  /** The same in calendar days. */
  readonly actualDays: number;
  readonly periodStart: CalendarDate;
  readonly periodEnd: CalendarDate;
  readonly exCoupon: boolean;
  /** Outstanding face at settlement. */
  readonly outstanding: Money;
}

/** Index of the flow whose accrual period contains `settlement` (start <= s < end), or -1. */
export function currentPeriodIndex(flows: readonly CashFlow[], settlement: CalendarDate): number {
  for (let i = 0; i < flows.length; i++) {
    const f = flows[i] as CashFlow;
    if (f.accrualStart <= settlement && settlement < f.accrualEnd) return i;
  }
  return -1;
}

export function checkSettlement(bond: BondCashFlows, settlement: CalendarDate): void {
  const flows = bond.flows;
  const first = flows[0];
  const last = flows[flows.length - 1];
  if (!first || !last) fail('no_cash_flows', 'the bond has no cash flows');
  if (settlement < first.accrualStart)
    fail(
      'settlement_before_issue',
      'settlement is before the issue (accrual start) date',
      'settlement',
    );
  const lastDate = Math.max(last.accrualEnd, last.paymentDate);
  if (settlement >= lastDate)
    fail('settlement_after_maturity', 'settlement is on or after the last payment', 'settlement');
}

export function accruedInterest(
  bond: BondCashFlows,
  settlement: CalendarDate,
  terms?: Pick<BondTerms, 'rounding' | 'accruedMethod'>,
): AccruedInterest {
  checkSettlement(bond, settlement);
  const flows = bond.flows;
  const idx = currentPeriodIndex(flows, settlement);
  const f = flows[idx];
  if (!f) {
    // Between an accrual end and a delayed payment: nothing accrues in the gap.
    const next =
      flows.find((x) => x.accrualEnd > settlement) ?? (flows[flows.length - 1] as CashFlow);
    return {
      amount: 0,
      percentOfFace: 0,
      days: 0,
      actualDays: 0,
      periodStart: settlement,
      periodEnd: settlement,
      exCoupon: false,
      outstanding: next.notional,
    };
  }
  const dc = bond.dayCount;
  const ctx = bond.dayCountContext;
  let amount = 0;
  if (f.coupon !== 0) {
    if (terms?.accruedMethod === 'rate' && f.rate !== undefined) {
      amount = f.notional * f.rate * dc.yearFraction(f.accrualStart, settlement, ctx);
    } else {
      const whole = dc.yearFraction(f.accrualStart, f.accrualEnd, ctx);
      const part = dc.yearFraction(f.accrualStart, settlement, ctx);
      amount = whole > 0 ? (f.coupon * part) / whole : 0;
    }
  }
  const exCoupon = tradesExCoupon(f, settlement);
  if (exCoupon) amount -= f.coupon;
  const decimals = terms?.rounding?.accruedDecimals;
  if (decimals !== undefined) amount = roundMoney(amount, decimals);
  return {
    amount,
    percentOfFace: (amount / f.notional) * 100,
    days: exCoupon
      ? -dc.dayCount(settlement, f.accrualEnd, ctx)
      : dc.dayCount(f.accrualStart, settlement, ctx),
    actualDays: exCoupon ? settlement - f.accrualEnd : settlement - f.accrualStart,
    periodStart: f.accrualStart,
    periodEnd: f.accrualEnd,
    exCoupon,
    outstanding: f.notional,
  };
}
