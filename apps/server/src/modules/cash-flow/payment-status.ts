import { daysBetween, parseIsoDate } from '@bondsight/bond-math';
import type { CashFlowRow, BondOption } from '@bondsight/contracts';

/**
 * Days a payment may settle after its scheduled date (the schedule is unadjusted; the money
 * lands on the next business day, or a few days later by the paying agent's calendar).
 */
export const SETTLEMENT_GRACE_DAYS = 7;

export interface FlowFacts {
  /** YYYY-MM-DD, the scheduled date. */
  date: string;
  actualPaymentDate: string | null;
  /** YYYY-MM-DD: the date the source's row is as of. */
  asOf: string;
}

/**
 * Each payment's status against `today`. A payment on record is paid. A past payment without
 * one is believed paid, unless its source records payments (some row of the bond has an
 * actual payment date) and was as of more than the grace after the date: then the source
 * saw the date pass and recorded nothing, a missed payment (a default). A published schedule
 * records no payments: its past dates are read by the calendar. The first payment still to
 * come is the next one.
 */
export function flowStatuses(flows: readonly FlowFacts[], today: string): CashFlowRow['status'][] {
  const recordsPayments = flows.some((f) => f.actualPaymentDate !== null);
  let nextSeen = false;
  return flows.map((flow) => {
    if (flow.actualPaymentDate !== null) return 'paid';
    if (flow.date < today) {
      const sawItPass =
        daysBetween(parseIsoDate(flow.date), parseIsoDate(flow.asOf)) > SETTLEMENT_GRACE_DAYS;
      return recordsPayments && sawItPass ? 'not_paid' : 'paid';
    }
    if (nextSeen) return 'future';
    nextSeen = true;
    return 'next';
  });
}

/** Each option's status against `today`: past, the next one to come, or future. */
export function optionStatuses(dates: readonly string[], today: string): BondOption['status'][] {
  let nextSeen = false;
  return dates.map((date) => {
    if (date < today) return 'past';
    if (nextSeen) return 'future';
    nextSeen = true;
    return 'next';
  });
}
