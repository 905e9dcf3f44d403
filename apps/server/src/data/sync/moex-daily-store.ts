import { and, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/transaction';
import {
  emissionCashFlows,
  emissionOffers,
  emissions,
  moexHistoryDays,
} from '../../db/schema/index';
import { addDaysIso, asOfDay } from '../importers/values';
import type { StoredSchedule } from './moex-schedule-check';

export interface StoredBond extends StoredSchedule {
  id: number;
  secid: string;
  isin: string | null;
  listingLevel: number | null;
  couponRate: number | null;
  couponType: string;
}

/**
 * The bonds the exchange's data created or updated (source moex-iss), by SECID and ISIN, with
 * what the list row is compared against: three queries for the whole market, none per bond.
 */
export async function loadStoredBonds(db: Db, asOf: string): Promise<Map<string, StoredBond>> {
  const bonds = await db
    .select({
      id: emissions.id,
      secid: emissions.secid,
      isin: emissions.isin,
      maturityDate: emissions.maturityDate,
      faceValue: emissions.faceValue,
      listingLevel: emissions.listingLevel,
      couponRate: emissions.couponRate,
      couponType: emissions.couponType,
    })
    .from(emissions)
    .where(and(eq(emissions.source, 'moex-iss'), isNotNull(emissions.secid)));
  const byId = new Map<number, StoredBond>();
  for (const b of bonds)
    byId.set(b.id, {
      ...b,
      secid: b.secid as string,
      faceValue: b.faceValue ?? 0,
      repaidBefore: 0,
      repaidOnDay: 0,
      coupons: new Map(),
      offers: new Set(),
    });
  const ids = [...byId.keys()];
  if (ids.length > 0) {
    const repaid = (await db.execute(sql`
      select emission_id as id,
        coalesce(sum(redemption) filter (where date < ${asOf}::date), 0)::float8 as before,
        coalesce(sum(redemption) filter (where date = ${asOf}::date), 0)::float8 as on_day
      from emission_cash_flows where redemption > 0 and date <= ${asOf}::date
      group by emission_id`)) as unknown as {
      rows: { id: number; before: number; on_day: number }[];
    };
    for (const r of repaid.rows) {
      const b = byId.get(Number(r.id));
      if (b) Object.assign(b, { repaidBefore: Number(r.before), repaidOnDay: Number(r.on_day) });
    }
    // The next coupon is within a year (annual coupons at most; a longer first period is read
    // as changed once and then found).
    const coupons = await db
      .select({
        id: emissionCashFlows.emissionId,
        date: emissionCashFlows.date,
        coupon: emissionCashFlows.couponSum,
      })
      .from(emissionCashFlows)
      .where(
        and(
          gte(emissionCashFlows.date, asOf),
          sql`${emissionCashFlows.date} <= ${addDaysIso(asOf, 400)}::date`,
        ),
      );
    for (const c of coupons) byId.get(c.id)?.coupons.set(c.date, c.coupon);
    const offers = await db
      .select({ id: emissionOffers.emissionId, date: emissionOffers.date })
      .from(emissionOffers)
      .where(gte(emissionOffers.date, asOf));
    for (const o of offers) if (o.date) byId.get(o.id)?.offers.add(o.date);
  }
  const out = new Map<string, StoredBond>();
  for (const b of byId.values()) {
    out.set(b.secid.toUpperCase(), b);
    if (b.isin) out.set(b.isin.toUpperCase(), b);
  }
  return out;
}

/** The upper-cased SECIDs and ISINs of the bonds the exchange's data created or updated. */
export async function storedCodes(db: Db): Promise<Set<string>> {
  const rows = await db
    .select({ secid: emissions.secid, isin: emissions.isin })
    .from(emissions)
    .where(and(eq(emissions.source, 'moex-iss'), isNotNull(emissions.secid)));
  const out = new Set<string>();
  for (const r of rows) for (const c of [r.secid, r.isin]) if (c) out.add(c.toUpperCase());
  return out;
}

/** The list's terms of a stored bond that moved (listing level, coupon rate), written. */
export async function updateListedTerms(
  db: Db,
  id: number,
  changes: Partial<{ listingLevel: number | null; couponRate: number | null }>,
  asOf: string,
) {
  await db
    .update(emissions)
    .set({ ...changes, asOf: asOfDay(asOf) })
    .where(eq(emissions.id, id));
}

/** Trading days whose whole-market history is stored, among `dates`. */
export async function storedHistoryDays(db: Db, dates: string[]): Promise<Set<string>> {
  if (dates.length === 0) return new Set();
  const rows = await db
    .select({ date: moexHistoryDays.date })
    .from(moexHistoryDays)
    .where(inArray(moexHistoryDays.date, dates));
  return new Set(rows.map((r) => r.date));
}

/** The oldest and the newest day whose whole-market history is stored. */
export async function storedDayRange(db: Db): Promise<{ first: string; last: string } | null> {
  const [row] = await db
    .select({
      first: sql<string | null>`min(${moexHistoryDays.date})::text`,
      last: sql<string | null>`max(${moexHistoryDays.date})::text`,
    })
    .from(moexHistoryDays);
  return row?.first && row.last ? { first: row.first, last: row.last } : null;
}

export async function markHistoryDays(tx: Db | Tx, days: { date: string; bonds: number }[]) {
  if (days.length === 0) return;
  await tx
    .insert(moexHistoryDays)
    .values(days)
    .onConflictDoUpdate({
      target: moexHistoryDays.date,
      set: { bonds: sql`excluded.bonds`, readAt: sql`now()` },
    });
}
