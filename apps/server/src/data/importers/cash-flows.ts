import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/transaction';
import { emissionCashFlows } from '../../db/schema/index';
import type { RowOutcome } from './report';
import { asOfDay, daysBetweenIso } from './values';

export type FlowRow = typeof emissionCashFlows.$inferInsert;

/** One published payment. A field left undefined is not given by the source and is kept. */
export interface FlowInput {
  line: number;
  file?: string;
  date: string;
  coupon?: number | null;
  couponRate?: number | null;
  redemption?: number | null;
  recordDate?: string | null;
  source: string;
}

const FIELDS = ['coupon', 'couponRate', 'redemption', 'recordDate'] as const;
const COLUMN = {
  coupon: 'couponSum',
  couponRate: 'couponRate',
  redemption: 'redemption',
  recordDate: 'recordDate',
} as const;

export interface MergeOptions {
  faceValue: number;
  /** Accrual start of the first coupon, to imply its rate. */
  issueDate: string | null;
  /** Fill a missing coupon rate from the amount (ACT/365F rouble bonds: C*365/(F*days)). */
  implyRates: boolean;
}

/**
 * Merges payments into a bond's schedule. The table's key is (bond, num) while sources key a
 * payment by its date, so the whole schedule is rebuilt in date order: numbers, the pool factor
 * (outstanding share after each payment) and implied rates are derived again, and the bond's
 * rows are rewritten (inside the caller's transaction) only when something actually changed.
 * Each input row is reported inserted (its date was new), updated or unchanged.
 */
export async function mergeCashFlows(
  tx: Tx,
  emissionId: number,
  inputs: FlowInput[],
  options: MergeOptions,
): Promise<RowOutcome[]> {
  const existing = await tx
    .select()
    .from(emissionCashFlows)
    .where(eq(emissionCashFlows.emissionId, emissionId))
    .orderBy(asc(emissionCashFlows.num));
  const { schedule, outcomes } = planSchedule(existing, emissionId, inputs, options);
  if (sameSchedule(existing, schedule)) return outcomes;
  await tx.delete(emissionCashFlows).where(eq(emissionCashFlows.emissionId, emissionId));
  for (let i = 0; i < schedule.length; i += 500)
    await tx.insert(emissionCashFlows).values(schedule.slice(i, i + 500));
  return outcomes;
}

/**
 * The schedule `inputs` merged into the stored rows `existing` make (numbers, pool factors and
 * implied rates derived again) and each input's outcome, without touching the database: a
 * caller writing many new bonds at once (no stored rows) inserts the rows itself.
 */
export function planSchedule(
  existing: FlowRow[],
  emissionId: number,
  inputs: FlowInput[],
  options: MergeOptions,
): { schedule: FlowRow[]; outcomes: RowOutcome[] } {
  const before = new Map<string, FlowRow>();
  for (const row of existing) if (!before.has(row.date)) before.set(row.date, row);
  const after = new Map<string, FlowRow>([...before].map(([d, r]) => [d, { ...r }]));
  const outcomes: RowOutcome[] = inputs.map((input) => {
    const existed = before.has(input.date);
    const row = after.get(input.date) ?? { emissionId, num: 0, date: input.date };
    let changed = false;
    for (const field of FIELDS) {
      const value = input[field];
      if (value === undefined) continue;
      const column = COLUMN[field];
      if ((row[column] ?? null) !== value) {
        (row as Record<string, unknown>)[column] = value;
        changed = true;
      }
    }
    if (changed || !existed) {
      row.source = input.source;
      row.asOf = asOfDay(input.date);
    }
    after.set(input.date, row);
    return !existed ? 'inserted' : changed ? 'updated' : 'unchanged';
  });
  const schedule = [...after.values()].sort((a, b) => a.date.localeCompare(b.date));
  derive(schedule, options);
  return { schedule, outcomes };
}

function derive(schedule: FlowRow[], options: MergeOptions): void {
  const amortized = schedule.some((r) => (r.redemption ?? 0) > 0);
  let outstanding = options.faceValue;
  let previous = options.issueDate;
  schedule.forEach((row, i) => {
    row.num = i + 1;
    if (amortized && options.faceValue > 0) {
      outstanding -= row.redemption ?? 0;
      row.poolFactor = Math.max(0, Math.round((outstanding / options.faceValue) * 1e8) / 1e8);
    }
    const coupon = row.couponSum ?? 0;
    if (options.implyRates && (row.couponRate ?? null) === null && coupon > 0 && previous) {
      const days = daysBetweenIso(previous, row.date);
      // Outstanding before this payment: coupons accrue on what is still owed.
      const base = outstanding + (row.redemption ?? 0);
      if (days > 0 && base > 0)
        row.couponRate = Math.round(((coupon * 365) / (base * days)) * 1e4) / 100;
    }
    if (coupon > 0) previous = row.date;
  });
}

const comparable = (r: FlowRow) =>
  JSON.stringify([
    r.num,
    r.date,
    r.actualPaymentDate ?? null,
    r.recordDate ?? null,
    r.nontradingStartDate ?? null,
    r.couponRate ?? null,
    r.couponSum ?? null,
    r.redemption ?? null,
    r.poolFactor ?? null,
    r.couponIsEstimated ?? false,
    r.source ?? null,
    r.asOf ? new Date(r.asOf).getTime() : null,
  ]);

function sameSchedule(a: FlowRow[], b: FlowRow[]): boolean {
  return (
    a.length === b.length && a.every((row, i) => comparable(row) === comparable(b[i] as FlowRow))
  );
}
