import type { AlertKind } from '@bondsight/contracts';
import type { BondLife } from '../../lib/bond-life';
import { noticeDays } from '../../lib/notice-days';
import type { FlowRow } from './holding-figures';

/**
 * The lifecycle events of a held bond, the ones people lose money by missing: a put's
 * submission window, a floater's rate reset, a call, an amortisation, the maturity and a
 * default. Pure: the inputs are the bond's stored terms, flows and options and its life
 * (lib/bond-life.ts). Rating changes need the rating history and are added by the service.
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
 * otherwise from the notice period (its days before the offer date) to the day before it.
 */
export function putWindow(offer: LifecycleOffer): { start: string; end: string } {
  const days = offer.period?.match(ISO_DAY) ?? [];
  if (days.length >= 2 && days[0]! <= days[1]!) return { start: days[0]!, end: days[1]! };
  const notice = noticeDays(offer.noticePeriod) ?? 14;
  return { start: addDays(offer.date, -notice), end: addDays(offer.date, -1) };
}

/** The option that ended the bond early (its end day, of the end's kind), if one did. */
const isExercised = (o: LifecycleOffer, life: BondLife) =>
  life.state === 'redeemed_early' && o.date === life.endDate && o.type === life.endEvent;

/**
 * The options that may still happen or did: none after the bond's end, none from its default
 * (a defaulted issuer honours no put), none of a cancelled issue; the one that ended the bond
 * is its end event, not an option to come.
 */
function livingOffers(offers: readonly LifecycleOffer[], life: BondLife) {
  if (life.state === 'cancelled') return [];
  return offers.filter(
    (o) =>
      (life.endDate === null || o.date <= life.endDate) &&
      !(life.state === 'default' && o.date >= (life.defaultedOn ?? '')) &&
      !isExercised(o, life),
  );
}

/**
 * The bond's end as what it was, once, on its end day: its maturity (a bond that lives, or has
 * matured), the call that ended it (exercised, at its price), or another early end (a put of
 * the whole issue, an early redemption, a buy-back, a conversion). A defaulted bond's maturity
 * is not an event to expect: its default is.
 */
function endEvent(bond: LifecycleBond, life: BondLife): Omit<LifecycleEvent, 'bondId'> | null {
  const base = { windowStart: null };
  if (life.state === 'redeemed_early' && life.endDate !== null) {
    if (life.endEvent === 'call')
      return {
        ...base,
        kind: 'call',
        eventDate: life.endDate,
        details: { price: life.endPrice, exercised: true },
      };
    return {
      ...base,
      kind: 'early_redemption',
      eventDate: life.endDate,
      details: { event: life.endEvent, price: life.endPrice },
    };
  }
  if (life.state === 'default' || life.state === 'cancelled') return null;
  const end = life.state === 'matured' ? life.endDate : bond.maturityDate;
  return end === null ? null : { ...base, kind: 'maturity', eventDate: end, details: {} };
}

/** The events of one bond whose day falls in [from, to] (a put: whose window reaches into it). */
export function lifecycleEvents(
  bond: LifecycleBond,
  flows: readonly FlowRow[],
  allOffers: readonly LifecycleOffer[],
  range: { from: string; to: string; asOf: string },
  life: BondLife,
): LifecycleEvent[] {
  const inRange = (date: string) => date >= range.from && date <= range.to;
  const events: LifecycleEvent[] = [];
  const base = { bondId: bond.bondId, windowStart: null };
  const offers = livingOffers(allOffers, life);
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
  const end = endEvent(bond, life);
  if (end && inRange(end.eventDate)) events.push({ bondId: bond.bondId, ...end });
  if (DEFAULT_STATUS_IDS.includes(bond.statusId)) {
    // Dated by the default (its first payment missed), so that the alert is one event, not
    // one a day: the stored default date, else the first past payment without a record.
    const missed = flows.find((f) => f.date <= range.asOf && f.paidDate === null);
    events.push({
      ...base,
      kind: 'default',
      eventDate: life.defaultedOn ?? missed?.date ?? range.asOf,
      details: { status_id: bond.statusId },
    });
  }
  return events;
}
