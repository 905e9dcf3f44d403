import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inTransaction, type Executor } from '../../db/transaction';
import { emissions, emitents } from '../../db/schema/index';
import {
  type LocalizedText,
  SIMILAR_MATURITY_WINDOW_SHARE,
  SIMILAR_MATURITY_WINDOW_YEARS,
  SIMILARITY_WEIGHTS,
} from '@bondsight/contracts';
import { aliveOnSql } from '../../lib/bond-life';
import {
  currencyProfile,
  dayNumber,
  maturingBetween,
  type CurrencyProfile,
} from './similar-profile';

/** The page's bond, as far as likeness goes. */
export interface SimilarityTarget {
  id: number;
  emitentId: number;
  currencyId: number;
  bondKind: string;
  sector: string | null;
  couponType: string;
  floatingBase: string | null;
  maturityDate: string | null;
  /** Its issuer's rating bucket (emitents.credit_bucket, lib/credit-bucket.ts); null unrated. */
  creditBucket: number | null;
  /** Its duration at par on the day (the ranking's own measure, `parDuration`). */
  parDurationYears: number | null;
}

/** The rule's constants live in contracts: the web's hint says them (bond_freshness). */
export const MATURITY_WINDOW_YEARS = SIMILAR_MATURITY_WINDOW_YEARS;
export const MATURITY_WINDOW_SHARE = SIMILAR_MATURITY_WINDOW_SHARE;
export { SIMILARITY_WEIGHTS };
const W = SIMILARITY_WEIGHTS;

const GOVERNMENT_KINDS = ['sovereign', 'municipal', 'supranational'];
const GOVERNMENT = sql.raw(`('${GOVERNMENT_KINDS.join("', '")}')`);

/**
 * SQL: the Macaulay duration (years) the bond `e` would have on `day` priced at par, from its
 * terms alone, continuously compounded: (1 − e^(−c·T)) / c for a coupon c a year over the T
 * years to its end (within a few % of the exact one at any frequency); T without a coupon.
 * Every candidate is measured the same way without reading its ticks (the index holds the
 * terms), which a peer list over tens of thousands of bonds needs; a floater's (at its current
 * coupon) is its credit's duration. Written with as few operations as it takes: it is
 * evaluated once per candidate (`clamp`: a target already past its end counts 0 years).
 */
function parDuration(e: string, day: SQL, clamp = false): SQL {
  const t = sql.raw(e);
  const span = sql`(coalesce(${t}.redeemed_on, ${t}.maturity_date) - ${day})::float8 / 365.25::float8`;
  const years = clamp ? sql`greatest(${span}, 0::float8)` : span;
  return sql`case when ${t}.coupon_rate > 0
    then (1::float8 - exp(-0.01::float8 * ${t}.coupon_rate * ${years})) / (0.01::float8 * ${t}.coupon_rate)
    else ${years} end`;
}

const FIXED_CLASS = ['fixed', 'zero', 'step'];

/** The page's bond, the day it is ranked on, and what counting its peers needs. */
export interface FoundTarget {
  target: SimilarityTarget;
  /** The bond's as-of day (its data's today, as the summary counts it). */
  day: string;
  /** Whether the bond itself is alive on the day (then the window's count includes it). */
  alive: boolean;
  /** The data version read with it (similar-profile.ts keeps its counts per version). */
  version: number;
}

/**
 * The bond whose peers are sought, as the ranking reads it, and the day it is ranked on;
 * null when no such bond.
 */
export async function findTarget(db: Executor, id: number): Promise<FoundTarget | null> {
  const asOfDay = sql`(${emissions.asOf} at time zone 'UTC')::date`;
  const [row] = await db
    .select({
      id: emissions.id,
      emitentId: emissions.emitentId,
      currencyId: emissions.currencyId,
      bondKind: emissions.bondKind,
      sector: emitents.sector,
      couponType: emissions.couponType,
      floatingBase: emissions.floatingBase,
      maturityDate: emissions.maturityDate,
      creditBucket: emitents.creditBucket,
      parDurationYears: sql<number | null>`${parDuration('emissions', asOfDay, true)}`,
      day: sql<string>`${asOfDay}::text`,
      alive: sql<boolean>`${aliveOnSql('emissions', asOfDay)}`,
      version: sql<number>`(select version from data_version where id = 1)`,
    })
    .from(emissions)
    .innerJoin(emitents, eq(emitents.id, emissions.emitentId))
    .where(eq(emissions.id, id));
  if (!row) return null;
  const { day, alive, version, parDurationYears, ...target } = row;
  return {
    target: {
      ...target,
      parDurationYears: parDurationYears === null ? null : Number(parDurationYears),
    },
    day,
    alive: Boolean(alive),
    version: Number(version ?? 0),
  };
}

const DAY_MS = 86_400_000;
const isoOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The window of end dates the candidates are read from (see MATURITY_WINDOW_YEARS). */
export function maturityWindow(maturity: string, day: string): { from: string; to: string } {
  const m = Date.parse(`${maturity}T00:00:00Z`);
  const left = Math.max(0, (m - Date.parse(`${day}T00:00:00Z`)) / DAY_MS / 365.25);
  const years = Math.max(MATURITY_WINDOW_YEARS, MATURITY_WINDOW_SHARE * left);
  return {
    from: isoOf(Math.max(Date.parse(`${day}T00:00:00Z`), m - years * 365.25 * DAY_MS)),
    to: isoOf(m + years * 365.25 * DAY_MS),
  };
}

/**
 * The candidates: the currency's bonds alive on the day (lib/bond-life.ts `aliveOnSql`: never
 * a matured, redeemed, defaulted or not yet issued bond), other than the bond itself, within
 * the window of maturities (perpetuals among perpetuals); `wide` drops the window.
 */
function candidates(target: SimilarityTarget, day: string, wide: boolean): SQL {
  const maturity = target.maturityDate;
  const window = maturity && !wide ? maturityWindow(maturity, day) : null;
  return sql`e.currency_id = ${target.currencyId} and e.id <> ${target.id}
    and ${
      maturity === null
        ? sql`e.maturity_date is null`
        : window
          ? sql`e.maturity_date > ${day}::date and e.maturity_date between ${window.from}::date and ${window.to}::date`
          : sql`e.maturity_date > ${day}::date`
    }
    and ${aliveOnSql('e', sql`${day}::date`)}`;
}

/**
 * The distance of a candidate `e` (issuer `i`) from the target, in years of duration. Float
 * arithmetic (numeric would be several times slower), and every term that depends on the
 * target alone decided here, so that the per-row expression is short: at 500,000 bonds it
 * runs for tens of thousands of candidates per request. `leaveOut`: the same sum with some
 * terms zero, never more than the full distance (each term is non-negative and float addition
 * is monotone), so a bound on it bounds the distance: without the issuer's terms (rating,
 * sector) it is read from `e` alone, without a join; without the duration too, it is cheap.
 */
function distance(
  target: SimilarityTarget,
  day: string,
  leaveOut: { issuer?: boolean; duration?: boolean } = {},
): SQL {
  const ownTermsOnly = leaveOut.issuer === true;
  const num = (x: number) => sql.raw(`${x}::float8`);
  const government = GOVERNMENT_KINDS.includes(target.bondKind);
  const duration =
    target.parDurationYears === null || leaveOut.duration
      ? sql`0::float8`
      : sql`coalesce(abs(${parDuration('e', sql`${day}::date`)} - ${num(target.parDurationYears)}), 0::float8)`;
  const kind = government
    ? sql`case when e.bond_kind = ${target.bondKind} then 0::float8
        when e.bond_kind in ${GOVERNMENT} then ${num(W.sovereignOrSubSovereign)}
        else ${num(W.governmentOrNot)} end`
    : sql`case when e.bond_kind = ${target.bondKind} then 0::float8
        when e.bond_kind in ${GOVERNMENT} then ${num(W.governmentOrNot)}
        ${target.bondKind === 'bank' ? sql`else ${num(W.bankOrCorporate)}` : sql`when e.bond_kind = 'bank' then ${num(W.bankOrCorporate)} else 0::float8`} end`;
  const bucket = target.creditBucket;
  const credit = ownTermsOnly
    ? sql`0::float8`
    : bucket === null
      ? sql`case when i.credit_bucket is null then 0::float8 else ${num(W.ratedOrNot)} end`
      : sql`case when i.credit_bucket is null then ${num(W.ratedOrNot)}
          else abs(i.credit_bucket - ${sql.raw(String(bucket))})::float8 * ${num(W.creditBucket)} end`;
  const coupon =
    target.couponType === 'floating'
      ? sql`case when e.coupon_type <> 'floating' then ${num(W.couponClass)}
          when e.floating_base is not distinct from ${target.floatingBase} then 0::float8
          else ${num(W.couponType)} end`
      : FIXED_CLASS.includes(target.couponType)
        ? sql`case when e.coupon_type = ${target.couponType} then 0::float8
            when e.coupon_type in ('fixed', 'zero', 'step') then ${num(W.couponType)}
            else ${num(W.couponClass)} end`
        : sql`case when e.coupon_type = ${target.couponType} then 0::float8
            when e.coupon_type in ('fixed', 'zero', 'step', 'floating') then ${num(W.couponClass)}
            else ${num(W.couponType)} end`;
  const sector = ownTermsOnly
    ? sql`0::float8`
    : sql`case when i.sector is not distinct from ${target.sector} then 0::float8 else ${num(W.sector)} end`;
  const issuer = government
    ? sql``
    : sql` + case when e.emitent_id = ${target.emitentId} then ${num(W.sameIssuer)} else 0::float8 end`;
  return sql`${duration} + ${kind} + ${credit} + ${coupon} + ${sector}${issuer}`;
}

/**
 * Part of the window a ranking walks: a range of maturities (index bounds), and a bound on the
 * candidates' distance (none: every candidate of the range is ranked).
 */
export interface Near {
  from: string | null;
  to: string | null;
  bound: number | null;
}

/** The least the issuer's terms (rating, sector) add when they are not both zero. */
const LEAST_ISSUER_TERM = Math.min(W.sector, W.creditBucket, W.ratedOrNot);

/**
 * The ranking's one statement: the first `limit` candidates' ids and distances, nearest first
 * (ties by id, so pages are stable). With `near`, only the candidates of its range of
 * maturities (a shorter walk of the index) and, with a bound, those whose distance can be
 * within it, decided before the join from the index alone: their own terms (`distance`
 * without the issuer's) within it, the cheap ones tested before the duration is computed;
 * and, from a bound at which thousands would pass, unless their own terms leave room for the
 * least the issuer's terms add, an issuer of the target's sector and rating bucket (a set
 * hashed once; 1e-9 keeps float rounding out of it). The few left are joined, measured in
 * full and sorted.
 */
export function rankingSql(
  target: SimilarityTarget,
  day: string,
  wide: boolean,
  limit: number,
  near: Near | null = null,
): SQL {
  const float = (x: number) => sql.raw(`${x}::float8`);
  const own = distance(target, day, { issuer: true });
  const within = (bound: number) => sql`
      and ${distance(target, day, { issuer: true, duration: true })} <= ${float(bound)}
      and ${own} <= ${float(bound)}${
        bound < LEAST_ISSUER_TERM
          ? sql``
          : sql`
      and (${own} <= ${float(bound - LEAST_ISSUER_TERM + 1e-9)}
        or e.emitent_id in (select g.id from emitents g
          where g.sector is not distinct from ${target.sector}
            and g.credit_bucket is not distinct from ${target.creditBucket}))`
      }`;
  const range = near
    ? sql`${near.from ? sql` and e.maturity_date >= ${near.from}::date` : sql``}${
        near.to ? sql` and e.maturity_date <= ${near.to}::date` : sql``
      }${near.bound === null ? sql`` : within(near.bound)}`
    : sql``;
  return sql`
    select e.id, ${distance(target, day)} as rank
    from emissions e join emitents i on i.id = e.emitent_id
    where ${candidates(target, day, wide)}${range}
    order by rank, e.id
    limit ${limit}`;
}

/**
 * The maturities within which every candidate whose own terms are within `bound` lies, from
 * the target's duration at par P. A bond's duration at par is at most its years to its end,
 * and at a given term the lower the coupon the longer it is, so its end is at least P − bound
 * years away, and at most the term at which a bond at the currency's highest coupon reaches
 * P + bound (none when that coupon never gets there). Both hold of the maturity only when
 * every bond ends at its maturity: not so while one is to be redeemed early (then the bound
 * alone filters the walk). A day's slack either side keeps float rounding out of it.
 */
export function nearRange(
  target: SimilarityTarget,
  day: string,
  profile: CurrencyProfile,
  bound: number,
): Near {
  const p = target.parDurationYears;
  if (p === null || target.maturityDate === null || profile.endsEarly)
    return { from: null, to: null, bound };
  const c = profile.maxCoupon / 100;
  const longest =
    c > 0 ? (c * (p + bound) < 1 ? -Math.log(1 - c * (p + bound)) / c : null) : p + bound;
  const at = (years: number, slack: number) =>
    isoOf(Date.parse(`${day}T00:00:00Z`) + years * 365.25 * DAY_MS + slack * DAY_MS);
  return {
    from: p - bound > 0 ? at(p - bound, -1) : null,
    to: longest === null ? null : at(longest, 1),
    bound,
  };
}

/**
 * The maturities closest to the target's (its end, or the day once it has ended) that hold at
 * least `count` live bonds: bonds of about its term, whose distances bound the page's.
 */
export function probeRange(
  target: SimilarityTarget,
  day: string,
  profile: CurrencyProfile,
  count: number,
): Near | null {
  if (target.maturityDate === null) return null;
  const centre = Math.max(dayNumber(target.maturityDate), dayNumber(day) + 1);
  let half = 8;
  while (maturingBetween(profile, centre - half, centre + half) < count) {
    if (half > 366 * 100) return null;
    half *= 2;
  }
  const at = (d: number) => isoOf(d * DAY_MS);
  return { from: at(centre - half), to: at(centre + half), bound: null };
}

/** The window's candidates, counted from the currency's profile rather than walked. */
function windowCount(found: FoundTarget, profile: CurrencyProfile, wide: boolean): number {
  const { target, day } = found;
  if (target.maturityDate === null) return profile.perpetual - (found.alive ? 1 : 0);
  const window = wide ? null : maturityWindow(target.maturityDate, day);
  const self = found.alive && target.maturityDate > day ? 1 : 0;
  return (
    maturingBetween(
      profile,
      Math.max(dayNumber(day) + 1, window ? dayNumber(window.from) : -Infinity),
      window ? dayNumber(window.to) : Infinity,
    ) - self
  );
}

/** A similar bond as the page lists it. */
export interface SimilarRow {
  id: number;
  isin: string | null;
  names: LocalizedText;
  maturityDate: string | null;
  couponType: string;
  couponRate: number | null;
  statusId: number;
  emitentId: number;
  emitentNames: LocalizedText;
  sector: string | null;
  currency: string;
}

/** Bounded walks before the whole window's ranking (a page whose bonds are all far). */
const BOUNDED_TRIES = 3;
/** The probe's candidates per bond of the page sought (some are of other kinds). */
const PROBE_PER_BOND = 20;
/** The first bound without a probe (too few bonds around): a short walk, then widened. */
const FIRST_BOUND = 0.05;

/**
 * One page of similar bonds and their total, ranked by `distance`, kept fast at 500,000 bonds.
 * The candidates are ranges of the covering index emissions_similar_live_idx (currency,
 * maturity) of migration 0016, whose INCLUDE columns carry everything the life filter and the
 * ranking read, and the issuer's sector and rating bucket come from emitents_similar_idx (id)
 * INCLUDE (sector, credit_bucket): index-only scans.
 *
 * A window holds tens of thousands of bonds, and a page's tenth is typically within half a
 * year of duration: measuring, joining and sorting every candidate was most of the time (p50
 * 112 ms at 500,000 bonds). So the total is counted from the currency's profile
 * (similar-profile.ts), and the page is a branch and bound. A probe ranks the few hundred
 * candidates maturing closest to the target (`probeRange`): the last distance of its first
 * `offset + limit`, d, bounds the answer's, since those are candidates too. Then the first
 * `offset + limit` are ranked among the candidates whose own terms are within d (`nearRange`,
 * a walk of part of the window, few of them joined), and accepted when the last of them is
 * within d: every candidate left out is farther than d, so after them all (with the probe's
 * d, always). Otherwise (no probe) the last one's distance is the next bound, or, with fewer
 * than a page within d, d grows fourfold; past BOUNDED_TRIES, and for a page that needs every
 * candidate, the whole window is ranked.
 *
 * Should the window hold fewer than a page, every maturity is a candidate (a long government
 * bond at the far end of its curve still has peers): the same, without the window.
 */
export async function findSimilar(
  db: Db,
  found: FoundTarget,
  limit: number,
  offset: number,
): Promise<{ items: SimilarRow[]; total: number }> {
  const { target, day } = found;
  const profile = await currencyProfile(db, found.version, target.currencyId, day);
  let wide = false;
  let total = windowCount(found, profile, false);
  if (target.maturityDate !== null && total < limit)
    [wide, total] = [true, windowCount(found, profile, true)];
  if (offset >= total) return { total, items: [] };

  const needed = offset + limit;
  const top = await inTransaction(db, async (tx) => {
    const ranked = async (near: Near | null) =>
      rowsOf<{ id: number; rank: number }>(
        await tx.execute(rankingSql(target, day, wide, needed, near)),
      ).map((r) => ({ id: Number(r.id), rank: Number(r.rank) }));
    if (needed >= total) return ranked(null);
    // Walks of a few thousand index entries: starting parallel workers would take longer.
    await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
    const probe = probeRange(target, day, profile, needed * PROBE_PER_BOND);
    const probed = probe ? (await ranked(probe))[needed - 1] : undefined;
    let bound = probed ? probed.rank : FIRST_BOUND;
    for (let tries = 0; tries < BOUNDED_TRIES; tries++) {
      const rows = await ranked(nearRange(target, day, profile, bound));
      const last = rows[needed - 1];
      if (last && last.rank <= bound) return rows;
      bound = last ? last.rank : bound * 4;
    }
    return ranked(null);
  });
  const ids = top.slice(offset).map((r) => r.id);
  if (ids.length === 0) return { total, items: [] };

  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select e.id, e.isin, e.names, e.maturity_date::text as maturity_date, e.coupon_type,
        e.coupon_rate, e.status_id, i.id as emitent_id, i.names as emitent_names, i.sector,
        c.code as currency
      from emissions e
      join emitents i on i.id = e.emitent_id
      join currencies c on c.id = e.currency_id
      where e.id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`),
  );
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  return {
    total,
    items: ids.map((id) => {
      const r = byId.get(id)!;
      return {
        id,
        isin: r.isin as string | null,
        names: r.names as LocalizedText,
        maturityDate: r.maturity_date as string | null,
        couponType: r.coupon_type as string,
        couponRate: r.coupon_rate === null ? null : Number(r.coupon_rate),
        statusId: Number(r.status_id),
        emitentId: Number(r.emitent_id),
        emitentNames: r.emitent_names as LocalizedText,
        sector: r.sector as string | null,
        currency: r.currency as string,
      };
    }),
  };
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** A bond's latest tick with a usable yield, as the similar list shows it. */
export interface LatestTick {
  date: string;
  tradingGroundId: number;
  ytm: number | null;
  duration: number | null;
  badData: string[];
  /** The bond's as-of day (UTC): the tick's age counts from there, as on the summary. */
  asOf: string;
}

/**
 * Each bond's latest tick with a usable yield (the lowest ground id on that day), outside the
 * grounds the caller leaves out: a day without trades on one ground should not blank a yield
 * the bond has. One statement for the page's bonds (one lateral seek each), not one each.
 */
export async function findLatestTicks(
  db: Executor,
  emissionIds: readonly number[],
  excludedGroundIds: readonly number[],
): Promise<Map<number, LatestTick>> {
  if (emissionIds.length === 0) return new Map();
  const list = (ids: readonly number[]) =>
    sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    );
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select b.id, t.date::text as date, t.trading_ground_id, t.ytm_last, t.duration, t.bad_data,
        to_char(e.as_of at time zone 'UTC', 'YYYY-MM-DD') as as_of
      from (values ${sql.join(
        emissionIds.map((id) => sql`(${id}::int)`),
        sql`, `,
      )}) as b(id)
      join emissions e on e.id = b.id
      cross join lateral (
        select t.date, t.trading_ground_id, t.ytm_last, t.duration, t.bad_data
        from trading_ticks t
        where t.emission_id = b.id and t.ytm_last is not null
          and not ('ytm_last' = any(t.bad_data))${
            excludedGroundIds.length > 0
              ? sql` and t.trading_ground_id not in (${list(excludedGroundIds)})`
              : sql``
          }
        order by t.date desc, t.trading_ground_id
        limit 1
      ) t`),
  );
  return new Map(
    rows.map((r) => [
      Number(r.id),
      {
        date: r.date as string,
        tradingGroundId: Number(r.trading_ground_id),
        ytm: r.ytm_last === null ? null : Number(r.ytm_last),
        duration: r.duration === null ? null : Number(r.duration),
        badData: r.bad_data as string[],
        asOf: r.as_of as string,
      },
    ]),
  );
}
