import { BondMathError, accruedInterest, buildCashFlows, parseIsoDate } from '@bondsight/bond-math';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { storedTermsOf } from '../../lib/bond-terms';
import { findBondTerms, findCashFlowRows } from './calculator.repository';

/** Spec: the nkd date cannot be later than two days from today. */
export const NKD_MAX_DAYS_AHEAD = 2;

/** Accrued interest (НКД) of a stored bond at a date. `today` is the server's UTC date. */
export async function getNkdInfo(db: Db, id: number, date: string, today: string) {
  const latest = new Date(Date.parse(`${today}T00:00:00Z`) + NKD_MAX_DAYS_AHEAD * 86_400_000)
    .toISOString()
    .slice(0, 10);
  if (date > latest)
    throw new AppError('validation_failed', 'nkd_date_too_late', {
      'params.date': 'nkd_date_too_late',
    });
  const stored = await findBondTerms(db, id);
  if (!stored) throw notFound();
  if (!stored.issueDate || !stored.maturityDate)
    throw new AppError('validation_failed', 'math_no_cash_flows', {
      'params.id': 'math_no_cash_flows',
    });
  // A published schedule is used as it is; generated floaters, step-ups and amortizers take
  // their rates and repayments from the stored flows (lib/bond-terms.ts).
  const flows = await findCashFlowRows(db, id);
  const variable = stored.couponType === 'floating' || stored.couponType === 'step';
  if ((variable || stored.isAmortizing) && flows.length === 0)
    throw new AppError('validation_failed', 'math_no_cash_flows', {
      'params.id': 'math_no_cash_flows',
    });
  const terms = storedTermsOf(
    { ...stored, issueDate: stored.issueDate, maturityDate: stored.maturityDate },
    flows,
  );
  try {
    const accrued = accruedInterest(buildCashFlows(terms), parseIsoDate(date), terms);
    return {
      bondId: id,
      date,
      nkd: accrued.amount,
      nkdPercent: accrued.percentOfFace,
      accruedDays: accrued.days,
      currency: stored.currency,
      faceValue: stored.faceValue,
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
