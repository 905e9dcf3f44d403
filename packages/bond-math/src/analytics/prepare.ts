/**
 * Preparation step of the yield engine: turns terms + settlement + convention into flat
 * typed arrays (times, amounts per 100 of outstanding face) so that price <-> yield solves
 * run without allocation. Prepare once per (bond, settlement), solve many times.
 */
import { buildCashFlows } from '../cashflows/generate';
import type { BondCashFlows } from '../cashflows/cash-flow';
import { tradesExCoupon } from '../cashflows/ex-coupon';
import type { BondTerms } from '../cashflows/terms';
import type { CalendarDate } from '../dates/calendar-date';
import { dayCountById } from '../day-count/registry';
import { fail } from '../errors';
import type { Money, Price } from '../units';
import { accruedInterest, checkSettlement, type AccruedInterest } from './accrued';
import { resolveConvention, type YieldConvention, type YieldConventionName } from './conventions';

export const COMPOUNDED = 0;
export const CONTINUOUS = 1;
export const SIMPLE = 2;

const FIXED_DENOMINATOR: Partial<Record<string, number>> = {
  'ACT/365F': 365,
  'ACT/360': 360,
  'ACT/364': 364,
};

export interface Workout {
  /** Redemption date before maturity (put/call offer). */
  readonly date: CalendarDate;
  /** Redemption price, % of outstanding face (default 100). */
  readonly price?: Price;
}

export interface PrepareOptions {
  readonly convention?: YieldConvention | YieldConventionName;
  /** Yield to an offer: flows up to this date, then the outstanding face at `price`. */
  readonly workout?: Workout;
  /** Reuse already built cash flows (they must come from the same terms). */
  readonly cashFlows?: BondCashFlows;
}

export interface PreparedBond {
  readonly settlement: CalendarDate;
  readonly n: number;
  /** Years from settlement to each discounted flow (per the convention's time basis). */
  readonly times: Float64Array;
  /** Exponents: frequency * times for compounded, times otherwise. */
  readonly exps: Float64Array;
  /** Flow amounts per 100 of outstanding face at settlement. */
  readonly amounts: Float64Array;
  /** Calendar days from settlement to each flow (for durations in days). */
  readonly days: Float64Array;
  readonly dates: readonly CalendarDate[];
  readonly compounding: 0 | 1 | 2;
  readonly frequency: number;
  /**
   * Step table: exps[i] - exps[i-1] takes few distinct values (whole periods; 181-184 days
   * for ACT/365 semi-annual), so discount factors are built by multiplying one factor per
   * distinct step: stepIndex[i] points into `steps`; `stepFactors` is solver scratch space.
   * Empty when steps are too varied to help.
   */
  readonly steps: Float64Array;
  readonly stepIndex: Int32Array;
  readonly stepFactors: Float64Array;
  /** With dayUnit > 0: steps[j] = stepDays[j] * dayUnit, sorted by days. */
  readonly stepDays: Int32Array;
  readonly dayUnit: number;
  /** Simple discounting because settlement is in the final period (money-market rule). */
  readonly moneyMarket: boolean;
  readonly accrued: AccruedInterest;
  readonly outstanding: Money;
  readonly cashFlows: BondCashFlows;
  readonly redemptionDate: CalendarDate;
}

export function prepare(
  terms: BondTerms,
  settlement: CalendarDate,
  options: PrepareOptions = {},
): PreparedBond {
  const conv = resolveConvention(options.convention);
  const bond = options.cashFlows ?? buildCashFlows(terms);
  checkSettlement(bond, settlement);
  const accrued = accruedInterest(bond, settlement, terms);
  const outstanding = accrued.outstanding;

  // Collect (date, amount) pairs the buyer receives, merged by discount date.
  const toAccrualEnd = conv.discountTo === 'accrual-end';
  const pairs: { date: CalendarDate; amount: number }[] = [];
  const workout = options.workout;
  if (workout) {
    if (!(workout.date > settlement))
      fail(
        'settlement_after_maturity',
        'the workout date must be after settlement',
        'workout.date',
      );
  }
  let remaining = outstanding;
  for (const f of bond.flows) {
    if (!(f.accrualEnd > settlement)) continue;
    if (workout && f.accrualEnd > workout.date) break;
    const date = toAccrualEnd ? f.accrualEnd : f.paymentDate;
    const coupon = tradesExCoupon(f, settlement) ? 0 : f.coupon;
    pairs.push({ date, amount: coupon + f.redemption });
    remaining -= f.redemption;
  }
  if (workout && remaining > 1e-9) {
    const wdate = workout.date;
    pairs.push({ date: wdate, amount: (remaining * (workout.price ?? 100)) / 100 });
  }
  const merged: { date: CalendarDate; amount: number }[] = [];
  for (const p of pairs.sort((a, b) => a.date - b.date)) {
    const last = merged[merged.length - 1];
    if (last && last.date === p.date) last.amount += p.amount;
    else if (p.amount !== 0) merged.push({ ...p });
  }
  if (merged.length === 0)
    fail('no_cash_flows', 'no cash flows remain after settlement', 'settlement');

  const n = merged.length;
  const times = new Float64Array(n);
  const exps = new Float64Array(n);
  const amounts = new Float64Array(n);
  const days = new Float64Array(n);
  const basis = conv.timeBasis ?? 'bond';
  const dc = basis === 'bond' ? bond.dayCount : dayCountById(basis);
  const ctx = basis === 'bond' ? bond.dayCountContext : { calendar: bond.calendar };
  const compounding =
    conv.compounding === 'compounded'
      ? COMPOUNDED
      : conv.compounding === 'continuous'
        ? CONTINUOUS
        : SIMPLE;
  const frequency = conv.compounding === 'compounded' ? (conv.frequency ?? bond.frequency) : 1;
  const scale = 100 / outstanding;
  for (let i = 0; i < n; i++) {
    const p = merged[i] as { date: CalendarDate; amount: number };
    let t = dc.yearFraction(settlement, p.date, ctx);
    // A 30/360 basis can give zero time to a later date (settling on the 30th for the
    // 31st): time such a flow in actual days so that the yield stays defined.
    if (!(t > 0)) t = (p.date - settlement) / 365;
    times[i] = t;
    exps[i] = compounding === COMPOUNDED ? frequency * t : t;
    amounts[i] = p.amount * scale;
    days[i] = p.date - settlement;
  }
  // Actual days over a fixed denominator: exponent per calendar day (see stepTable).
  const denominator = FIXED_DENOMINATOR[dc.id];
  const dayUnit =
    denominator !== undefined && compounding !== SIMPLE
      ? (compounding === COMPOUNDED ? frequency : 1) / denominator
      : 0;
  const { steps, stepIndex, stepDays, dayUnit: unit } = stepTable(exps, days, dayUnit);
  // Final coupon period: a single payment at most one coupon period away (a long zero is
  // not in a "final period": it keeps compounding).
  const moneyMarket =
    (conv.moneyMarketLastPeriod ?? false) &&
    n === 1 &&
    (times[0] as number) * bond.frequency <= 1 + 1e-9;
  return {
    settlement,
    n,
    times,
    exps,
    amounts,
    days,
    dates: merged.map((p) => p.date),
    compounding,
    frequency,
    steps,
    stepIndex,
    stepDays,
    dayUnit: unit,
    stepFactors: new Float64Array(steps.length),
    moneyMarket,
    accrued,
    outstanding,
    cashFlows: bond,
    redemptionDate: (merged[n - 1] as { date: CalendarDate }).date,
  };
}

/** Distinct consecutive exponent steps (rounded to 1e-12), if they are few. */
interface StepTable {
  steps: Float64Array;
  stepIndex: Int32Array;
  stepDays: Int32Array;
  dayUnit: number;
}

const EMPTY_STEPS: StepTable = {
  steps: new Float64Array(0),
  stepIndex: new Int32Array(0),
  stepDays: new Int32Array(0),
  dayUnit: 0,
};

/**
 * Distinct consecutive exponent steps (rounded to 1e-12), if they are few. When the time
 * basis is actual days over a fixed denominator, every step is a whole number of days times
 * `dayUnit`: steps are then sorted by days so the solver can build all step factors from
 * one exp(-dayUnit * lambda) by multiplication (span limited to 64 days).
 */
function stepTable(exps: Float64Array, days: Float64Array, dayUnit: number): StepTable {
  const n = exps.length;
  const byKey = new Map<number, { step: number; days: number }>();
  const keyOf = new Int32Array(n);
  const keys: number[] = [];
  for (let i = 1; i < n; i++) {
    const step = (exps[i] as number) - (exps[i - 1] as number);
    const key = Math.round(step * 1e12);
    if (!byKey.has(key)) {
      byKey.set(key, { step, days: (days[i] as number) - (days[i - 1] as number) });
      keys.push(key);
    }
    keyOf[i] = keys.indexOf(key);
  }
  const m = keys.length;
  if (m === 0 || m * 2 > n) return EMPTY_STEPS;
  const entries = keys.map((k) => byKey.get(k) as { step: number; days: number });
  const order = entries.map((_, j) => j);
  let unit = 0;
  if (dayUnit > 0) {
    order.sort(
      (x, y) => (entries[x] as { days: number }).days - (entries[y] as { days: number }).days,
    );
    const lo = (entries[order[0] as number] as { days: number }).days;
    const hi = (entries[order[m - 1] as number] as { days: number }).days;
    if (hi - lo <= 64) unit = dayUnit;
  }
  const rank = new Int32Array(m);
  order.forEach((j, r) => (rank[j] = r));
  const steps = new Float64Array(m);
  const stepDays = new Int32Array(m);
  order.forEach((j, r) => {
    steps[r] = (entries[j] as { step: number }).step;
    stepDays[r] = (entries[j] as { days: number }).days;
  });
  const stepIndex = new Int32Array(n);
  for (let i = 1; i < n; i++) stepIndex[i] = rank[keyOf[i] as number] as number;
  return { steps, stepIndex, stepDays, dayUnit: unit };
}
