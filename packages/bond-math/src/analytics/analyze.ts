/**
 * One-call analytics of a bond at a settlement date from a price or a yield: what a bond
 * page shows (accrued, clean/dirty, yield, durations, convexity, PVBP, current yields).
 */
import type { BondTerms } from '../cashflows/terms';
import type { CalendarDate } from '../dates/calendar-date';
import { fail } from '../errors';
import type { Money, Price, Rate } from '../units';
import { convexity } from './convexity';
import { durations } from './duration';
import { prepare, type PrepareOptions } from './prepare';
import { pvbp } from './pvbp';
import { adjustedCurrentYield, currentYield, dirtyFromQuote, type PriceQuote } from './yield';
import { dirtyPriceFromYield, yieldFromDirtyPrice } from './yield-solver';

export interface BondAnalytics {
  readonly settlement: CalendarDate;
  readonly cleanPrice: Price;
  readonly dirtyPrice: Price;
  readonly accruedInterest: Money;
  readonly accruedPercent: Price;
  /** In the bond's day count (see AccruedInterest.days). */
  readonly accruedDays: number;
  readonly accruedActualDays: number;
  readonly yield: Rate;
  readonly macaulayDuration: number;
  readonly macaulayDurationDays: number;
  readonly modifiedDuration: number;
  /** QuantLib scale (Bloomberg shows this / 100). */
  readonly convexity: number;
  readonly pvbpPer100: number;
  readonly pvbpPerBond: Money;
  readonly currentYield: Rate;
  readonly adjustedCurrentYield: Rate;
  readonly outstandingFace: Money;
  readonly workoutDate: CalendarDate;
}

export type AnalyticsInput = { readonly price: PriceQuote } | { readonly yield: Rate };

export function analyzeBond(
  terms: BondTerms,
  settlement: CalendarDate,
  input: AnalyticsInput,
  options?: PrepareOptions,
): BondAnalytics {
  const p = prepare(terms, settlement, options);
  let y: number;
  let dirty: number;
  if ('price' in input) {
    dirty = dirtyFromQuote(p, input.price);
    y = yieldFromDirtyPrice(p, dirty);
  } else if ('yield' in input) {
    y = input.yield;
    dirty = dirtyPriceFromYield(p, y);
  } else {
    return fail('invalid_argument', 'give a price or a yield', 'input');
  }
  const clean = dirty - p.accrued.percentOfFace;
  const d = durations(p, y);
  const bp = pvbp(p, y);
  return {
    settlement,
    cleanPrice: clean,
    dirtyPrice: dirty,
    accruedInterest: p.accrued.amount,
    accruedPercent: p.accrued.percentOfFace,
    accruedDays: p.accrued.days,
    accruedActualDays: p.accrued.actualDays,
    yield: y,
    macaulayDuration: d.macaulay,
    macaulayDurationDays: d.macaulayDays,
    modifiedDuration: d.modified,
    convexity: convexity(p, y),
    pvbpPer100: bp.per100,
    pvbpPerBond: bp.perBond,
    currentYield: clean > 0 ? currentYield(terms, settlement, clean) : 0,
    adjustedCurrentYield: clean > 0 ? adjustedCurrentYield(terms, settlement, clean) : 0,
    outstandingFace: p.outstanding,
    workoutDate: p.redemptionDate,
  };
}
