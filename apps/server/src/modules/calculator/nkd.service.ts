import {
  BondMathError,
  accruedInterest,
  buildCashFlows,
  formatIsoDate,
  parseIsoDate,
  rateToPercent,
} from '@bondsight/bond-math';
import { NKD_MAX_DAYS_AHEAD } from '@bondsight/contracts';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { flowsOfLife, settlementRefusal } from '../../lib/bond-life';
import { findLife } from '../../lib/bond-life-query';
import { storedTermsOf } from '../../lib/bond-terms';
import { findBondTerms, findCashFlowRows } from './calculator.repository';

/** Spec: the nkd date cannot be later than two days from today (the constant is in contracts). */
export { NKD_MAX_DAYS_AHEAD };
/** Accrued interest is shown with 2 decimals unless the issue rounds it otherwise (spec 9). */
const DEFAULT_NKD_PRECISION = 2;

/**
 * Accrued interest (НКД) of a stored bond at a date. `today` is the server's UTC date. The
 * schedule is the bond's life (lib/bond-life.ts): a bond called early accrues to its call; a
 * date on or after an ended bond's end, or in its default, is refused (400 with the reason).
 */
export async function getNkdInfo(db: Db, id: number, date: string, today: string) {
  const latest = new Date(Date.parse(`${today}T00:00:00Z`) + NKD_MAX_DAYS_AHEAD * 86_400_000)
    .toISOString()
    .slice(0, 10);
  if (date > latest)
    throw new AppError('validation_failed', 'nkd_date_too_late', {
      'params.date': 'nkd_date_too_late',
    });
  const [stored, life] = await Promise.all([findBondTerms(db, id), findLife(db, id, today)]);
  if (!stored || !life) throw notFound();
  const refusal = settlementRefusal(life, date);
  if (refusal) throw new AppError('validation_failed', refusal, { 'params.date': refusal });
  if (!stored.issueDate || !stored.maturityDate)
    throw new AppError('validation_failed', 'math_no_cash_flows', {
      'params.id': 'math_no_cash_flows',
    });
  // A published schedule is used as it is; generated floaters, step-ups and amortizers take
  // their rates and repayments from the stored flows (lib/bond-terms.ts).
  const flows = flowsOfLife(await findCashFlowRows(db, id), life);
  const variable = stored.couponType === 'floating' || stored.couponType === 'step';
  if ((variable || stored.isAmortizing) && flows.length === 0)
    throw new AppError('validation_failed', 'math_no_cash_flows', {
      'params.id': 'math_no_cash_flows',
    });
  // An early-ended bond's schedule runs to its end.
  const terms = storedTermsOf(
    { ...stored, issueDate: stored.issueDate, maturityDate: life.endDate ?? stored.maturityDate },
    flows,
  );
  try {
    const cashFlows = buildCashFlows(terms);
    const accrued = accruedInterest(cashFlows, parseIsoDate(date), terms);
    // Between an accrual end and a delayed payment no period holds the date.
    const period = cashFlows.flows.find(
      (f) => f.accrualStart === accrued.periodStart && f.accrualEnd === accrued.periodEnd,
    );
    return {
      bondId: id,
      date,
      nkd: accrued.amount,
      nkdPercent: accrued.percentOfFace,
      accruedDays: accrued.days,
      accruedCalendarDays: accrued.actualDays,
      currency: stored.currency,
      faceValue: stored.faceValue,
      nkdPrecision: terms.rounding?.accruedDecimals ?? DEFAULT_NKD_PRECISION,
      outstandingFace: accrued.outstanding,
      exCoupon: accrued.exCoupon,
      couponPeriod: period
        ? {
            start: formatIsoDate(period.accrualStart),
            end: formatIsoDate(period.accrualEnd),
            days: period.accrualEnd - period.accrualStart,
            coupon: period.coupon,
            rate: period.rate === undefined ? null : rateToPercent(period.rate),
          }
        : null,
    };
  } catch (error) {
    if (error instanceof BondMathError) {
      throw new AppError('validation_failed', `math_${error.code}`, {
        'params.date': `math_${error.code}`,
      });
    }
    throw error;
  }
}
