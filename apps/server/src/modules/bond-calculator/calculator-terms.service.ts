import { BondMathError } from '@bondsight/bond-math';
import {
  pickText,
  type AccessSubject,
  type CalculatorTerms,
  type Language,
} from '@bondsight/contracts';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import {
  flowsOfLife,
  settlementRefusal,
  yieldableOffersOn,
  type BondLife,
} from '../../lib/bond-life';
import { findLife } from '../../lib/bond-life-query';
import * as repo from './bond-calculator.repository';
import { chooseBenchmark } from './benchmark.service';
import { calculatorBondOf, type CalculatorBondTerms } from './calculator-bond';
import { calculatorCurveOf } from './calculator-curve';
import { checkNkdDate } from './settlement-date';
import { latestStoredPrice } from './stored-price.service';

/** Accrued interest is shown with 2 decimals unless the issue rounds it otherwise (spec 9). */
const DEFAULT_NKD_PRECISION = 2;

const noCashFlows = () =>
  new AppError('validation_failed', 'math_no_cash_flows', { 'params.id': 'math_no_cash_flows' });

/**
 * A stored bond's terms in the calculator's form; 400 when it has none to compute from. Given
 * its life at a settlement date (lib/bond-life.ts): the schedule of its life (a bond called
 * early matures on its call, at the call's price; no stored payment after its end) and only
 * the options still to come on that date within it, the ones a yield may go to.
 */
async function termsOf(
  db: Db,
  bond: repo.BondRow,
  at?: { life: BondLife; settlementDate: string },
): Promise<CalculatorBondTerms> {
  const { issueDate } = bond;
  const maturityDate = at?.life.endDate ?? bond.maturityDate;
  if (!issueDate || !maturityDate) throw noCashFlows();
  const [stored, options] = await Promise.all([
    repo.findCashFlows(db, bond.id),
    repo.findOffers(db, bond.id),
  ]);
  const payments = at ? flowsOfLife(stored, at.life) : stored;
  const offers = at ? yieldableOffersOn(options, at.life, at.settlementDate) : options;
  const byOption = at?.life.endEvent === 'call' || at?.life.endEvent === 'put';
  const variable = bond.couponType === 'floating' || bond.couponType === 'step';
  if ((variable || bond.isAmortizing) && payments.length === 0) throw noCashFlows();
  try {
    return calculatorBondOf(
      { ...bond, issueDate, maturityDate },
      payments,
      offers,
      byOption ? (at?.life.endPrice ?? undefined) : undefined,
    );
  } catch (error) {
    if (error instanceof BondMathError)
      throw new AppError('validation_failed', `math_${error.code}`, {
        'params.id': `math_${error.code}`,
      });
    throw error;
  }
}

/**
 * The T-spread's benchmark on the settlement date, with its terms and price (null when none is
 * fit, or it has no usable terms), and how it was chosen.
 */
async function benchmarkOf(
  db: Db,
  bond: repo.BondRow,
  settlementDate: string,
  subject: AccessSubject,
  lang: Language,
): Promise<Pick<CalculatorTerms, 'benchmark' | 'benchmarkChoice'>> {
  const { id, choice } = await chooseBenchmark(db, bond, settlementDate);
  const benchmark = id === null ? null : await repo.findBond(db, id);
  if (!benchmark) return { benchmark: null, benchmarkChoice: choice };
  try {
    const { bond: terms } = await termsOf(db, benchmark);
    return {
      benchmark: {
        id: benchmark.id,
        name: pickText(benchmark.names, lang),
        isin: benchmark.isin,
        bond: terms,
        price: await latestStoredPrice(db, benchmark.id, settlementDate, subject, lang),
      },
      benchmarkChoice: choice,
    };
  } catch (error) {
    // A benchmark without usable terms only costs the T-spread, not the block.
    if (error instanceof AppError) return { benchmark: null, benchmarkChoice: choice };
    throw error;
  }
}

/** GET /api/bonds/:id/calculator-terms/: what the calculator needs for a stored bond. */
export async function getCalculatorTerms(
  db: Db,
  id: number,
  date: string | undefined,
  today: string,
  lang: Language,
  subject: AccessSubject,
): Promise<CalculatorTerms> {
  const settlementDate = date ?? today;
  checkNkdDate(settlementDate, today, 'querystring.date');
  const bond = await repo.findBond(db, id);
  if (!bond) throw notFound();
  // A date on or after an ended bond's end (or in its default) has nothing to compute.
  const life = await findLife(db, bond.id, today);
  if (!life) throw notFound();
  const refusal = settlementRefusal(life, settlementDate);
  if (refusal) throw new AppError('validation_failed', refusal, { 'querystring.date': refusal });
  const terms = await termsOf(db, bond, { life, settlementDate });
  const [price, curve, benchmark] = await Promise.all([
    latestStoredPrice(db, bond.id, settlementDate, subject, lang),
    repo.findCurve(db, bond.currencyId, settlementDate),
    benchmarkOf(db, bond, settlementDate, subject, lang),
  ]);
  const calculatorCurve = curve && calculatorCurveOf(curve);
  return {
    bondId: bond.id,
    settlementDate,
    currency: bond.currency,
    faceValue: bond.faceValue,
    nkdPrecision: terms.accruedDecimals ?? DEFAULT_NKD_PRECISION,
    termsSource: terms.source,
    bond: terms.bond,
    price,
    curve:
      curve && calculatorCurve
        ? {
            id: curve.id,
            code: curve.code,
            name: pickText(curve.names, lang),
            date: curve.date,
            curve: calculatorCurve,
          }
        : null,
    ...benchmark,
  };
}
