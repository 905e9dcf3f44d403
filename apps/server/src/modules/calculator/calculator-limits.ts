import { formatIsoDate, parseIsoDate, type CalendarDate } from '@bondsight/bond-math';
import { CALCULATOR_LIMITS, type CalculatorBond } from '@bondsight/contracts';
import type { z } from 'zod';
import type { CalculatorInput } from './calculator.service';

/**
 * What a bond can be (CALCULATOR_LIMITS in contracts): dates within sensible years and a cap
 * on cash flows per bond and per batch. Flows are counted from the schedule's terms (months
 * from issue to maturity at the coupon frequency) before any is generated, so a hostile
 * request costs a few comparisons. Over a limit: 422 with the code and the limit.
 */

export type LimitCode = 'date_out_of_range' | 'too_many_cashflows' | 'batch_too_many_cashflows';

export class CalculatorLimitError extends Error {
  constructor(
    readonly code: LimitCode,
    /** The offending field's path (`body.bond.maturityDate`), none for a whole batch. */
    readonly field: string | undefined,
    readonly limit: number | string,
  ) {
    super(code);
  }

  /** The 422 body: the code, a label key (module `errors`) and the limit. */
  get body() {
    const label = `calculator_${this.code}`;
    return {
      error: {
        code: this.code,
        message: label,
        ...(this.field ? { fields: { [this.field]: label } } : {}),
        limit: this.limit,
      },
    };
  }
}

const { minDate, maxDate, maxCashflowsPerBond, maxCashflowsPerBatch } = CALCULATOR_LIMITS;
const DATE_RANGE = `${minDate}..${maxDate}`;
const MIN_SERIAL = parseIsoDate(minDate);
const MAX_SERIAL = parseIsoDate(maxDate);

/** An ISO date (already validated as one) within the limits, or a 422. */
function checkDate(value: string | undefined, field: string): void {
  if (value !== undefined && (value < minDate || value > maxDate))
    throw new CalculatorLimitError('date_out_of_range', field, DATE_RANGE);
}

/** Whole months from one ISO date to another, a part month counted as one. */
function monthsBetween(from: string, to: string): number {
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = to.split('-').map(Number) as [number, number, number];
  return Math.max(0, (ty - fy) * 12 + (tm - fm) + (td > fd ? 1 : 0));
}

/** Coupon periods between two dates at a frequency (a zero-coupon bond has one flow). */
function periodsBetween(from: string, to: string, frequency: number): number {
  if (frequency <= 0) return 1;
  return Math.ceil((monthsBetween(from, to) * frequency) / 12);
}

type Bond = z.output<typeof CalculatorBond>;

/** Checks one bond's dates and flows; returns its flows (explicit, or counted from terms). */
export function checkBond(bond: Bond, path: string): number {
  checkDate(bond.issueDate, `${path}.issueDate`);
  checkDate(bond.maturityDate, `${path}.maturityDate`);
  checkDate(bond.firstCouponDate, `${path}.firstCouponDate`);
  checkDate(bond.penultimateCouponDate, `${path}.penultimateCouponDate`);
  for (const key of ['cashflows', 'amortizations', 'offers'] as const)
    bond[key]?.forEach((item, i) => checkDate(item.date, `${path}.${key}.${i}.date`));
  bond.couponSteps?.forEach((step, i) => checkDate(step.from, `${path}.couponSteps.${i}.from`));
  const flows = bond.cashflows?.length
    ? bond.cashflows.length
    : periodsBetween(bond.issueDate, bond.maturityDate, bond.couponFrequency);
  checkFlows(flows, path);
  return flows;
}

/** A bond's actual flows, once generated (amortizations may add dates): the same cap. */
export function checkFlows(flows: number, path: string): void {
  if (flows > maxCashflowsPerBond)
    throw new CalculatorLimitError('too_many_cashflows', path, maxCashflowsPerBond);
}

/** Checks a calculator request; returns the flows it will compute (bond and benchmark). */
export function checkRequest(input: CalculatorInput, path = 'body'): number {
  checkDate(input.settlementDate, `${path}.settlementDate`);
  if (/^\d{4}-/.test(input.workout)) checkDate(input.workout, `${path}.workout`);
  let flows = checkBond(input.bond, `${path}.bond`);
  if (input.benchmark) flows += checkBond(input.benchmark.bond, `${path}.benchmark.bond`);
  return flows;
}

/** The whole batch's flows over the cap: one 422 for the batch, before anything is computed. */
export function checkBatchFlows(total: number): void {
  if (total > maxCashflowsPerBatch)
    throw new CalculatorLimitError('batch_too_many_cashflows', undefined, maxCashflowsPerBatch);
}

/** Excel's date arguments, and the pair of them a function steps coupons between. */
const EXCEL_DATE_ARGS = [
  'settlement',
  'maturity',
  'issue',
  'first_interest',
  'start_date',
  'end_date',
] as const;

/** An Excel date argument as ISO (a serial or an ISO string), or undefined if it is neither. */
function excelIso(value: unknown): string | undefined {
  if (typeof value === 'string') return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;
  if (typeof value !== 'number' || !Number.isFinite(value)) return undefined;
  const serial = Math.trunc(value);
  if (serial < MIN_SERIAL) return '0000-01-01';
  if (serial > MAX_SERIAL) return '9999-12-31';
  return formatIsoDate(serial as CalendarDate);
}

/**
 * Checks one Excel call's dates and the coupon periods it steps through (settlement to
 * maturity, or issue to settlement for ACCRINT); returns those periods. Malformed arguments
 * are left to the engine, which names them.
 */
export function checkExcelCall(args: Record<string, unknown>, path: string): number {
  const dates: Partial<Record<(typeof EXCEL_DATE_ARGS)[number], string>> = {};
  for (const name of EXCEL_DATE_ARGS) {
    const iso = excelIso(args[name]);
    if (iso === undefined) continue;
    checkDate(iso, `${path}.args.${name}`);
    dates[name] = iso;
  }
  const frequency = Math.trunc(Number(args.frequency));
  if (!(frequency > 0 && frequency <= 12)) return 0;
  const [from, to] = dates.issue
    ? [dates.issue, dates.settlement]
    : [dates.settlement, dates.maturity];
  if (!from || !to) return 0;
  const periods = periodsBetween(from < to ? from : to, from < to ? to : from, frequency);
  checkFlows(periods, path);
  return periods;
}
