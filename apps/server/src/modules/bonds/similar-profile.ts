import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/transaction';
import { aliveOnSql } from '../../lib/bond-life';

/**
 * A currency's live bonds on a day, by maturity: what similar bonds need to count a window's
 * candidates and to narrow the window they rank, without walking it. A window holds tens of
 * thousands of bonds at 500,000, and an index walk counts them one by one (20–30 ms a request
 * on two loaded cores); this is one walk of the currency per data version (the version moves
 * with every write to the data, migration 0007), then two binary searches a request.
 */
export interface CurrencyProfile {
  /** Maturity days (days since 1970-01-01) with live bonds, ascending. */
  days: Int32Array;
  /** Live bonds maturing on or before days[i]. */
  upTo: Int32Array;
  /** Live bonds without a maturity (perpetuals). */
  perpetual: number;
  /** The highest coupon rate (%) of a live bond, 0 if none is positive. */
  maxCoupon: number;
  /** Whether a live bond has a redemption day (redeemed_on): its end need not be its maturity. */
  endsEarly: boolean;
}

export const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;

/** Live bonds maturing from `from` to `to` (day numbers, both included). */
export function maturingBetween(profile: CurrencyProfile, from: number, to: number): number {
  // The index of the first day at or after `d`.
  const firstAtOrAfter = (d: number) => {
    let [lo, hi] = [0, profile.days.length];
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (profile.days[mid]! < d) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  const upToBefore = (d: number) => {
    const i = firstAtOrAfter(d);
    return i === 0 ? 0 : profile.upTo[i - 1]!;
  };
  return to < from ? 0 : upToBefore(to + 1) - upToBefore(from);
}

const MAX_PROFILES = 64;

interface Kept {
  version: number;
  profiles: Map<string, Promise<CurrencyProfile>>;
}
const kept = new WeakMap<object, Kept>();

/**
 * The profile of a currency on a day, computed once per data version (`version`, read by the
 * caller with the target) and database; concurrent first requests share the one walk.
 */
export function currencyProfile(
  db: Executor,
  version: number,
  currencyId: number,
  day: string,
): Promise<CurrencyProfile> {
  const key = db as object;
  let entry = kept.get(key);
  if (!entry || entry.version !== version) {
    entry = { version, profiles: new Map() };
    kept.set(key, entry);
  }
  const name = `${currencyId} ${day}`;
  let profile = entry.profiles.get(name);
  if (!profile) {
    // Bonds of many as-of days would keep a profile each: start over past a few dozen.
    if (entry.profiles.size >= MAX_PROFILES) entry.profiles.clear();
    profile = readProfile(db, currencyId, day);
    // A failed walk is not kept: the next request tries again.
    profile.catch(() => entry.profiles.delete(name));
    entry.profiles.set(name, profile);
  }
  return profile;
}

async function readProfile(
  db: Executor,
  currencyId: number,
  day: string,
): Promise<CurrencyProfile> {
  const result = await db.execute(sql`
    select e.maturity_date::text as maturity, count(*)::int as n,
      coalesce(max(e.coupon_rate), 0)::float8 as max_coupon,
      bool_or(e.redeemed_on is not null) as ends_early
    from emissions e
    where e.currency_id = ${currencyId} and ${aliveOnSql('e', sql`${day}::date`)}
    group by e.maturity_date
    order by e.maturity_date`);
  const rows = (
    result as unknown as {
      rows: { maturity: string | null; n: number; max_coupon: number; ends_early: boolean }[];
    }
  ).rows;
  const dated = rows.filter((r) => r.maturity !== null);
  const days = new Int32Array(dated.length);
  const upTo = new Int32Array(dated.length);
  let sum = 0;
  dated.forEach((r, i) => {
    days[i] = dayNumber(r.maturity!);
    upTo[i] = sum += Number(r.n);
  });
  return {
    days,
    upTo,
    perpetual: Number(rows.find((r) => r.maturity === null)?.n ?? 0),
    maxCoupon: rows.reduce((max, r) => Math.max(max, Number(r.max_coupon)), 0),
    endsEarly: rows.some((r) => r.ends_early),
  };
}
