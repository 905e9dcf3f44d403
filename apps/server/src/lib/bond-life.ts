import { sql, type SQL } from 'drizzle-orm';
import type { BondLifeState, BondEndEvent } from '@bondsight/contracts';

/**
 * Where a bond is in its life on a day, decided in this one place for every block that shows a
 * schedule, a yield or a point (cash flow, in brief, summary, quotes, calculator, ladder,
 * alerts, iCal, maps, peers, benchmarks, the data doctor).
 *
 * A bond ends at its maturity, or earlier when a call or put of the whole issue is exercised,
 * it is redeemed early, bought back or converted: `redeemed_on` and `end_event` say so. A
 * stored status that says "outstanding" past its maturity is read as matured (the world has
 * aged since the status was written; the data doctor counts such rows). A bond has ended on its
 * end day itself (its last payment is made that day), as `aliveOnSql` reads it. A defaulted bond
 * (256) keeps its schedule, but from `defaulted_on` its payments are missed and it has no yield.
 */

export interface BondLifeFacts {
  statusId: number;
  issueDate: string | null;
  maturityDate: string | null;
  redeemedOn: string | null;
  endEvent: string | null;
  defaultedOn: string | null;
}

export interface OfferFacts {
  date: string;
  type: 'put' | 'call';
  price: number;
}

export interface BondLife {
  state: BondLifeState;
  /** Placed and not ended: it has a price to a future date, a yield and payments to come. */
  alive: boolean;
  /** The last day of its schedule: the actual end once ended, else its maturity. */
  endDate: string | null;
  /** What ended it (null while it lives). */
  endEvent: BondEndEvent | null;
  /** Price paid at the end, % of face (a call or put's price; 100 at maturity). */
  endPrice: number | null;
  /** First missed payment of a defaulted bond. */
  defaultedOn: string | null;
}

const END_EVENTS: readonly BondEndEvent[] = [
  'maturity',
  'call',
  'put',
  'early_redemption',
  'buyback',
  'conversion',
];
const asEndEvent = (e: string | null | undefined): BondEndEvent | null =>
  END_EVENTS.includes(e as BondEndEvent) ? (e as BondEndEvent) : null;

/** The last call or put on or before `day`: the option that ended a bond redeemed early. */
function exercisedOffer(offers: readonly OfferFacts[], day: string): OfferFacts | undefined {
  return [...offers].filter((o) => o.date <= day).sort((a, b) => (a.date < b.date ? 1 : -1))[0];
}

/** The bond's life on `today` (YYYY-MM-DD). */
export function lifeOf(
  bond: BondLifeFacts,
  offers: readonly OfferFacts[],
  today: string,
): BondLife {
  const base = { endEvent: null, endPrice: null, defaultedOn: null };
  const maturity = bond.maturityDate;
  switch (bond.statusId) {
    case 64:
      return { ...base, state: 'cancelled', alive: false, endDate: null };
    case 32:
      return { ...base, state: 'announced', alive: false, endDate: maturity };
    case 256:
      return {
        ...base,
        state: 'default',
        alive: false,
        endDate: maturity,
        defaultedOn: bond.defaultedOn,
      };
  }
  const ended = bond.redeemedOn !== null && bond.redeemedOn <= today;
  if (bond.statusId === 112 || (ended && bond.redeemedOn !== maturity)) {
    const offer = exercisedOffer(offers, bond.redeemedOn ?? today);
    const endDate = bond.redeemedOn ?? offer?.date ?? maturity;
    const event =
      asEndEvent(bond.endEvent) ??
      (offer && offer.date === endDate ? offer.type : 'early_redemption');
    const byOffer = event === 'call' || event === 'put';
    const price = byOffer ? (offers.find((o) => o.date === endDate)?.price ?? 100) : null;
    return {
      ...base,
      state: 'redeemed_early',
      alive: false,
      endDate,
      endEvent: event,
      endPrice: price,
    };
  }
  const endDate = bond.redeemedOn ?? maturity;
  if (bond.statusId === 128 || (endDate !== null && endDate <= today)) {
    return {
      ...base,
      state: 'matured',
      alive: false,
      endDate,
      endEvent: 'maturity',
      endPrice: 100,
    };
  }
  if (bond.issueDate !== null && bond.issueDate > today)
    return { ...base, state: 'announced', alive: false, endDate };
  return {
    ...base,
    state:
      bond.statusId === 174
        ? 'technical_default'
        : bond.statusId === 96
          ? 'placement'
          : 'outstanding',
    alive: true,
    endDate,
  };
}

/** The payments of its life: none after the day it ended (a called bond's later coupons never come). */
export function flowsOfLife<T extends { date: string }>(flows: readonly T[], life: BondLife): T[] {
  if (life.alive || life.endDate === null || life.state === 'default') return [...flows];
  const end = life.endDate;
  return flows.filter((f) => f.date <= end);
}

/**
 * The offers a yield may be computed to on `today`: a live bond's options still to come and
 * inside its life. Never a date already past, never anything for an ended or defaulted bond.
 */
export function yieldableOffers<T extends { date: string }>(
  offers: readonly T[],
  life: BondLife,
  today: string,
): T[] {
  if (!life.alive) return [];
  return offers.filter((o) => o.date > today && (life.endDate === null || o.date <= life.endDate));
}

/**
 * Whether the bond lived on a past `day` (a quote's or a settlement's date): placed, before
 * its end and before its default. A quote of that day may carry yields; a later one may not.
 */
export function livedOn(life: BondLife, day: string): boolean {
  if (life.state === 'cancelled' || life.state === 'announced') return false;
  if (life.state === 'default' && (life.defaultedOn === null || day >= life.defaultedOn))
    return false;
  return life.endDate === null || day < life.endDate;
}

/**
 * The offers a yield may be computed to on a past `day` of its life (a quote's date): those
 * after that day and not after its end. `yieldableOffers` is this rule on the as-of day.
 */
export function yieldableOffersOn<T extends { date: string }>(
  offers: readonly T[],
  life: BondLife,
  day: string,
): T[] {
  if (!livedOn(life, day)) return [];
  return offers.filter((o) => o.date > day && (life.endDate === null || o.date <= life.endDate));
}

/**
 * Why a settlement (a calculator's date) on `day` cannot be: the bond had ended by then (its
 * end day or later: nothing is left to settle), it was in default (a price would be a
 * recovery value, not one of its cash flows), or its issue was cancelled. A label key of the
 * `errors` module, or null when the day is one of its life.
 */
export function settlementRefusal(life: BondLife, day: string): string | null {
  if (life.state === 'cancelled') return 'bond_cancelled';
  if (life.state === 'default' && (life.defaultedOn === null || day >= life.defaultedOn))
    return 'bond_defaulted_on_date';
  const ended = life.state === 'matured' || life.state === 'redeemed_early';
  if (ended && life.endDate !== null && day >= life.endDate) return 'bond_ended_on_date';
  return null;
}

/**
 * SQL: the bond `e` (an emissions alias) is alive on `day` (a date expression): placed, issued,
 * not ended, not defaulted. The same rule as `lifeOf(...).alive` for statuses as stored: a
 * perpetual bond (no maturity, not redeemed) never ends.
 */
export function aliveOnSql(e: string, day: SQL): SQL {
  const t = sql.raw(e);
  return sql`(${t}.status_id not in (32, 64, 256)
    and (${t}.issue_date is null or ${t}.issue_date <= ${day})
    and coalesce(${t}.redeemed_on, ${t}.maturity_date, 'infinity'::date) > ${day}
    and (${t}.defaulted_on is null or ${t}.defaulted_on > ${day}))`;
}

/** Emission status ids the search calls defaulted (SEARCH_STATUSES 2): default, technical. */
const DEFAULTED_STATUSES = sql.raw('256, 174');

/**
 * SQL: a bond's activity (SEARCH_STATUSES: live 0, ended 1, defaulted 2), of the bond `e` (an
 * emissions alias) on its data's as-of day (UTC), as the bond page reads its life: defaulted
 * (by status or a missed payment) 2; alive on that day (aliveOnSql) 0; not placed yet
 * (announced, or issued after that day) 0, listed with the living; the rest ended (matured,
 * redeemed early, cancelled, or an "outstanding" status past its maturity) 1. Without
 * parameters: the search's triggers hold it as text (db/search-marks.ts).
 */
export function bondActivitySql(e: string): SQL {
  const t = sql.raw(e);
  const day = sql.raw(`(${e}.as_of at time zone 'UTC')::date`);
  return sql`case when ${t}.status_id in (${DEFAULTED_STATUSES}) or ${t}.defaulted_on <= ${day} then 2
    when ${aliveOnSql(e, day)} then 0
    when ${t}.status_id = 32 or (${t}.status_id <> 64 and ${t}.issue_date > ${day}) then 0
    else 1 end`;
}
