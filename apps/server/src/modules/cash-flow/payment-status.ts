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

/** What the statuses need of the bond's life (lib/bond-life.ts decides it). */
export interface LifeFacts {
  alive: boolean;
  /** The last day of its schedule. */
  endDate: string | null;
  /** What ended it, null while it lives. */
  endEvent: string | null;
  /** The first payment it missed, for a defaulted bond. */
  defaultedOn: string | null;
  state: string;
}

/** A bond that lives: every status as the calendar and the records say. */
export const LIVING: LifeFacts = {
  alive: true,
  endDate: null,
  endEvent: null,
  defaultedOn: null,
  state: 'outstanding',
};

/**
 * Each payment's status against `today`. A payment on record is paid. A past payment without
 * one is believed paid, unless its source records payments (some row of the bond has an
 * actual payment date) and was as of more than the grace after the date: then the source
 * saw the date pass and recorded nothing, a missed payment (a default). A published schedule
 * records no payments: its past dates are read by the calendar. The first payment still to
 * come of a bond that lives is the next one; a bond that does not live has none. A defaulted
 * bond's payments from its default date that are past are missed, whatever a record says; an
 * ended bond's payment on its end day is made that day.
 */
export function flowStatuses(
  flows: readonly FlowFacts[],
  today: string,
  life: LifeFacts = LIVING,
): CashFlowRow['status'][] {
  const recordsPayments = flows.some((f) => f.actualPaymentDate !== null);
  const defaulted = life.defaultedOn;
  const endedBy = !life.alive && life.state !== 'default' ? life.endDate : null;
  let nextSeen = !life.alive;
  return flows.map((flow) => {
    // An ended bond's last payment is made on its end day: on that day it is not "next".
    const past = flow.date < today || (flow.date === today && endedBy !== null && endedBy >= today);
    if (defaulted !== null && flow.date >= defaulted && flow.date < today) return 'not_paid';
    if (flow.actualPaymentDate !== null) return 'paid';
    if (past) {
      const sawItPass =
        daysBetween(parseIsoDate(flow.date), parseIsoDate(flow.asOf)) > SETTLEMENT_GRACE_DAYS;
      return recordsPayments && sawItPass ? 'not_paid' : 'paid';
    }
    if (nextSeen) return 'future';
    nextSeen = true;
    return 'next';
  });
}

/**
 * Each option's status against `today`: past, the next one to come, or future while the bond
 * lives. The option that ended a bond (its end day, of the end's kind) is exercised; one after
 * the end, or on or after a default, can no longer happen: cancelled, as is every option of a
 * cancelled issue. A bond that does not live has no next option.
 */
export function optionStatuses(
  options: readonly { date: string; type: string }[],
  today: string,
  life: LifeFacts = LIVING,
): BondOption['status'][] {
  let nextSeen = !life.alive;
  const ended = life.state === 'matured' || life.state === 'redeemed_early';
  return options.map(({ date, type }) => {
    if (life.state === 'cancelled') return 'cancelled';
    if (ended && life.endDate !== null) {
      if (date === life.endDate && type === life.endEvent) return 'exercised';
      if (date > life.endDate) return 'cancelled';
    }
    if (life.state === 'default' && date >= (life.defaultedOn ?? today)) return 'cancelled';
    if (date < today) return 'past';
    if (nextSeen) return 'future';
    nextSeen = true;
    return 'next';
  });
}
