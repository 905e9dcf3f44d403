import { dateField, numberField, type IssRecord } from './iss-blocks';

/** What we store of a bond's schedule, to compare with the exchange's list row. */
export interface StoredSchedule {
  maturityDate: string | null;
  /** Initial face value. */
  faceValue: number;
  /** Principal repaid before the as-of day, and on it. */
  repaidBefore: number;
  repaidOnDay: number;
  /** Stored coupons from the as-of day on: date -> amount (null when not yet fixed). */
  coupons: Map<string, number | null>;
  /** Stored offer dates from the as-of day on. */
  offers: Set<string>;
}

const OFFER_COLUMNS = ['OFFERDATE', 'PUTOPTIONDATE', 'CALLOPTIONDATE', 'BUYBACKDATE'];

/**
 * Whether a stored bond's bondization must be read again, from its list row alone (the row
 * every run reads anyway, one request for the whole market): the list carries the exchange's
 * own current view of the next coupon (NEXTCOUPON, COUPONVALUE), the face value today
 * (FACEVALUE), the maturity (MATDATE) and the next offer (OFFERDATE, PUT/CALLOPTIONDATE,
 * BUYBACKDATE). When one of them disagrees with what we store, the schedule has changed (a
 * floater's or a step-up's next coupon fixed, a new offer announced, an amortisation added or
 * moved, an early redemption); when they agree, the bondization has nothing new for us. A
 * coupon the exchange itself does not know yet (COUPONVALUE empty or 0) is not asked for again
 * every day: it is read when the list shows its amount. Answers the reason, or null.
 */
export function scheduleChange(
  row: IssRecord,
  stored: StoredSchedule,
  asOf: string,
): string | null {
  const where = `${String(row.SECID)} securities row`;
  const maturity = dateField(row, 'MATDATE', where);
  if (maturity && maturity !== stored.maturityDate)
    return `maturity ${stored.maturityDate ?? 'none'} -> ${maturity}`;
  const next = dateField(row, 'NEXTCOUPON', where);
  const amount = numberField(row, 'COUPONVALUE', where);
  if (next && next >= asOf && amount !== null && amount > 0) {
    if (!stored.coupons.has(next)) return `next coupon ${next} not in the schedule`;
    const ours = stored.coupons.get(next);
    if (ours === null || ours === undefined || Math.abs(ours - amount) > 0.005)
      return `next coupon ${next}: ${ours ?? 'unknown'} -> ${amount}`;
  }
  for (const column of OFFER_COLUMNS) {
    const offer = dateField(row, column, where);
    if (offer && offer >= asOf && !stored.offers.has(offer)) return `new offer ${offer}`;
  }
  const face = numberField(row, 'FACEVALUE', where);
  if (face !== null && face > 0) {
    const before = stored.faceValue - stored.repaidBefore;
    const after = before - stored.repaidOnDay;
    if (Math.abs(face - before) > 0.005 && Math.abs(face - after) > 0.005)
      return `face value ${Math.round(before * 100) / 100} -> ${face}`;
  }
  return null;
}
