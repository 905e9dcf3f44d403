import type { AlertKind } from '@bondsight/contracts';
import type { FlowRow } from './holding-figures';

/**
 * The lifecycle events of a held bond, the ones people lose money by missing: a put's
 * submission window, a floater's rate reset, a call, an amortisation, the maturity and a
 * default. Pure: the inputs are the bond's stored terms, flows and options. Rating changes need
 * the rating history and are added by the service.
 */

export interface LifecycleBond {
  bondId: number;
  couponType: string;
  statusId: number;
  maturityDate: string | null;
  faceValue: number;
}

export interface LifecycleOffer {
  date: string;
  type: 'put' | 'call';
  /** "YYYY-MM-DD – YYYY-MM-DD" as issuers publish it, or free text. */
  period: string | null;
  /** e.g. "14 days": how long before the offer date holders may submit. */
  noticePeriod: string | null;
  price: number;
}

export interface LifecycleEvent {
  bondId: number;
  kind: AlertKind;
  eventDate: string;
  windowStart: string | null;
  details: Record<string, unknown>;
}

/** Spec statuses of a default: technical default (174) and default (256). */
export const DEFAULT_STATUS_IDS: readonly number[] = [174, 256];

export const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

const ISO_DAY = /\d{4}-\d{2}-\d{2}/g;

/**
 * A put's submission window: the published acceptance period when it names two days;
 * otherwise from the notice period ("N days" before the offer date) to the day before it.
 */
export function putWindow(offer: LifecycleOffer): { start: string; end: string } {
  const days = offer.period?.match(ISO_DAY) ?? [];
  if (days.length >= 2 && days[0]! <= days[1]!) return { start: days[0]!, end: days[1]! };
  const notice = Number(/(\d+)\s*day/i.exec(offer.noticePeriod ?? '')?.[1] ?? 14);
  return { start: addDays(offer.date, -notice), end: addDays(offer.date, -1) };
}

/** The events of one bond whose day falls in [from, to] (a put: whose window reaches into it). */
export function lifecycleEvents(
  bond: LifecycleBond,
  flows: readonly FlowRow[],
  offers: readonly LifecycleOffer[],
  range: { from: string; to: string; asOf: string },
): LifecycleEvent[] {
  const inRange = (date: string) => date >= range.from && date <= range.to;
  const events: LifecycleEvent[] = [];
  const base = { bondId: bond.bondId, windowStart: null };
  for (const o of offers) {
    if (o.type === 'put') {
      const window = putWindow(o);
      if (o.date >= range.from && window.start <= range.to)
        events.push({
          ...base,
          kind: 'put_window',
          eventDate: o.date,
          windowStart: window.start,
          details: { price: o.price, window_end: window.end, notice_period: o.noticePeriod },
        });
    } else if (inRange(o.date)) {
      events.push({ ...base, kind: 'call', eventDate: o.date, details: { price: o.price } });
    }
  }
  const repaid = (num: number) =>
    flows.filter((f) => f.num <= num).reduce((sum, f) => sum + (f.redemption ?? 0), 0);
  flows.forEach((f, i) => {
    if (!inRange(f.date)) return;
    // A floater's next coupon is set on this payment day: the rate of the next period.
    const next = flows[i + 1];
    if (bond.couponType === 'floating' && next)
      events.push({
        ...base,
        kind: 'coupon_reset',
        eventDate: f.date,
        details: { rate: next.couponRate, estimated: next.couponIsEstimated },
      });
    if ((f.redemption ?? 0) > 0 && repaid(f.num) < bond.faceValue - 1e-9)
      events.push({
        ...base,
        kind: 'amortisation',
        eventDate: f.date,
        details: { amount: f.redemption },
      });
  });
  if (bond.maturityDate && inRange(bond.maturityDate))
    events.push({ ...base, kind: 'maturity', eventDate: bond.maturityDate, details: {} });
  if (DEFAULT_STATUS_IDS.includes(bond.statusId)) {
    // Dated by the first payment missed, so that the alert is one event, not one a day.
    const missed = flows.find((f) => f.date <= range.asOf && f.paidDate === null);
    events.push({
      ...base,
      kind: 'default',
      eventDate: missed?.date ?? range.asOf,
      details: { status_id: bond.statusId },
    });
  }
  return events;
}
