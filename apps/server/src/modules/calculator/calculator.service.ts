import {
  BondMathError,
  adjustedCurrentYield,
  buildCashFlows,
  convexity,
  currentYield,
  curveYieldLike,
  dirtyPriceFromYield,
  discountFactors,
  durations,
  formatIsoDate,
  gSpread,
  iSpread,
  parseIsoDate,
  prepare,
  priceFromZSpread,
  pvbp,
  tSpread,
  yieldFromDirtyPrice,
  zSpread,
  type BondTerms,
  type CalendarDate,
  type PreparedBond,
  type Workout,
  type ZeroCurve,
} from '@bondsight/bond-math';
import type { z } from 'zod';
import type { CalculatorRequest, CalculatorResult } from '@bondsight/contracts';
import { AppError } from '../../lib/app-error';
import { checkFlows } from './calculator-limits';
import { toZeroCurve, zSpreadSetup } from './calculator-curve';
import { ENGINE_CONVENTION, toBondTerms } from './calculator-terms';

export type CalculatorInput = z.output<typeof CalculatorRequest>;

/** Codes of well-formed terms the math rejects: 422. Every other engine code is bad input: 400. */
export const UNPROCESSABLE_CODES: ReadonlySet<string> = new Set([
  'no_convergence',
  'yield_below_minus_100',
]);

export class CalculatorMathError extends Error {
  constructor(
    readonly code: string,
    readonly field: string | undefined,
  ) {
    super(code);
  }
}

const pct = (rate: number) => rate * 100;
const bp = (rate: number) => rate * 10_000;

/** Runs one calculation; engine failures become a 400 (bad terms) or a 422 (math rejects). */
export function calculate(input: CalculatorInput): CalculatorResult {
  try {
    return compute(input);
  } catch (error) {
    if (error instanceof BondMathError) {
      const field = `body.${error.field ?? 'bond'}`;
      if (UNPROCESSABLE_CODES.has(error.code)) throw new CalculatorMathError(error.code, field);
      throw new AppError('validation_failed', `math_${error.code}`, {
        [field]: `math_${error.code}`,
      });
    }
    throw error;
  }
}

function compute(input: CalculatorInput): CalculatorResult {
  const terms = toBondTerms(input.bond);
  const settlement = parseIsoDate(input.settlementDate);
  const cashFlows = buildCashFlows(terms);
  checkFlows(cashFlows.flows.length, 'body.bond');
  const convention = ENGINE_CONVENTION[input.yieldConvention];
  const curve = input.curve ? toZeroCurve(input.curve) : undefined;
  const prepareAt = (workout: Workout | undefined, name = convention) =>
    prepare(terms, settlement, { convention: name, cashFlows, ...(workout ? { workout } : {}) });

  // The price is what the input fixes; it is found at maturity when a yield or spread is
  // given for "worst" (the worst workout depends on the price, not the other way round).
  const requested = workoutFor(input.workout, terms, settlement);
  const first = prepareAt(requested === 'worst' ? undefined : requested);
  const dirty = dirtyFrom(input, first, curve);
  const workout =
    requested === 'worst' ? worstWorkout(terms, settlement, dirty, prepareAt) : requested;
  const p = requested === 'worst' ? prepareAt(workout) : first;

  const y = yieldFromDirtyPrice(p, dirty);
  const clean = dirty - p.accrued.percentOfFace;
  const d = durations(p, y);
  const bpv = pvbp(p, y);
  const solveIn = (name: typeof convention) => yieldFromDirtyPrice(prepareAt(workout, name), dirty);
  const street = pct(solveIn('street'));

  return {
    settlementDate: input.settlementDate,
    workoutDate: formatIsoDate(p.redemptionDate),
    yieldConvention: input.yieldConvention,
    accruedInterest: p.accrued.amount,
    accruedInterestPercent: p.accrued.percentOfFace,
    accruedDays: p.accrued.days,
    accruedCalendarDays: p.accrued.actualDays,
    cleanPrice: clean,
    dirtyPrice: dirty,
    yield: pct(y),
    yields: {
      effective: pct(solveIn('effective-annual')),
      street,
      compounded: pct(solveIn('compounded')),
      // The former name of the street yield, kept so that existing clients keep working.
      nominal: street,
      simple: pct(solveIn('simple')),
      current: clean > 0 ? pct(currentYield(terms, settlement, clean)) : 0,
      adjustedCurrent: clean > 0 ? pct(adjustedCurrentYield(terms, settlement, clean)) : 0,
    },
    macaulayDuration: d.macaulay,
    macaulayDurationDays: d.macaulayDays,
    modifiedDuration: d.modified,
    convexity: convexity(p, y),
    pvbp: bpv.per100,
    pvbpPerBond: bpv.perBond,
    ...spreadsOf(input, p, dirty, curve, settlement),
    cashflows: showCalculation(p, y),
  };
}

type Requested = Workout | undefined | 'worst';

function workoutFor(
  workout: CalculatorInput['workout'],
  terms: BondTerms,
  settlement: CalendarDate,
): Requested {
  if (workout === 'maturity') return undefined;
  if (workout === 'worst') return 'worst';
  const offers = [...(terms.offers ?? [])].sort((a, b) => a.date - b.date);
  if (workout === 'next-offer') {
    const next = offers.find((o) => o.date > settlement && o.date < terms.maturityDate);
    return next ? { date: next.date, ...(next.price ? { price: next.price } : {}) } : undefined;
  }
  const date = parseIsoDate(workout);
  if (date >= terms.maturityDate) return undefined;
  const offer = offers.find((o) => o.date === date);
  return { date, ...(offer?.price ? { price: offer.price } : {}) };
}

/** The workout (maturity, or a future offer) with the lowest yield at this dirty price. */
function worstWorkout(
  terms: BondTerms,
  settlement: CalendarDate,
  dirty: number,
  prepareAt: (w: Workout | undefined) => PreparedBond,
): Workout | undefined {
  let worst: Workout | undefined;
  let worstYield = yieldFromDirtyPrice(prepareAt(undefined), dirty);
  for (const offer of terms.offers ?? []) {
    if (offer.date <= settlement || offer.date >= terms.maturityDate) continue;
    const workout = { date: offer.date, ...(offer.price ? { price: offer.price } : {}) };
    const y = yieldFromDirtyPrice(prepareAt(workout), dirty);
    if (y < worstYield) [worst, worstYield] = [workout, y];
  }
  return worst;
}

function dirtyFrom(input: CalculatorInput, p: PreparedBond, curve: ZeroCurve | undefined): number {
  if (input.cleanPrice !== undefined) return input.cleanPrice + p.accrued.percentOfFace;
  if (input.dirtyPrice !== undefined) return input.dirtyPrice;
  if (input.yield !== undefined) return dirtyPriceFromYield(p, input.yield / 100);
  // The request schema guarantees a curve with a Z-spread.
  const { options } = zSpreadSetup(input.curve!, input.yieldConvention, p.frequency);
  return priceFromZSpread(p, curve!, (input.zSpread ?? 0) / 10_000, options);
}

function spreadsOf(
  input: CalculatorInput,
  p: PreparedBond,
  dirty: number,
  curve: ZeroCurve | undefined,
  settlement: CalendarDate,
): Pick<CalculatorResult, 'spreads'> {
  if (!curve && !input.benchmark) return {};
  const spreads: NonNullable<CalculatorResult['spreads']> = {};
  if (curve && input.curve) {
    const { compounding, options } = zSpreadSetup(input.curve, input.yieldConvention, p.frequency);
    spreads.zSpread = bp(zSpread(p, dirty, curve, options));
    spreads.zSpreadCompounding = compounding;
    spreads.gSpread = bp(gSpread(p, dirty, curve, 'duration'));
    spreads.iSpread = bp(iSpread(p, dirty, (t) => curveYieldLike(p, curve, t), 'workout'));
  }
  if (input.benchmark) {
    const benchmarkTerms = toBondTerms(input.benchmark.bond);
    const b = prepare(benchmarkTerms, settlement, {
      convention: ENGINE_CONVENTION[input.yieldConvention],
    });
    spreads.tSpread = bp(
      tSpread(p, dirty, b, input.benchmark.cleanPrice + b.accrued.percentOfFace),
    );
  }
  return { spreads };
}

/** Every discounted flow per bond, with its time, discount factor and present value. */
function showCalculation(p: PreparedBond, y: number): CalculatorResult['cashflows'] {
  const factors = discountFactors(p, y);
  const perBond = p.outstanding / 100;
  return Array.from({ length: p.n }, (_, i) => {
    const date = p.dates[i] as CalendarDate;
    const amount = (p.amounts[i] as number) * perBond;
    const coupon = p.cashFlows.flows
      .filter((f) => f.paymentDate === date || f.accrualEnd === date)
      .reduce((sum, f) => sum + f.coupon, 0);
    const couponShown = Math.min(coupon, amount);
    const df = factors[i] as number;
    return {
      date: formatIsoDate(date),
      coupon: couponShown,
      redemption: amount - couponShown,
      amount,
      time: p.times[i] as number,
      discountFactor: df,
      presentValue: amount * df,
    };
  });
}
