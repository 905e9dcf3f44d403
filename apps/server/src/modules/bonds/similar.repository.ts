import { and, asc, desc, eq, isNotNull, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/transaction';
import { emissions, emitents, tradingTicks } from '../../db/schema/index';
import {
  type LocalizedText,
  SIMILAR_MATURITY_WINDOW_SHARE,
  SIMILAR_MATURITY_WINDOW_YEARS,
  SIMILARITY_WEIGHTS,
} from '@bondsight/contracts';
import { aliveOnSql } from '../../lib/bond-life';

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

/**
 * The bond whose peers are sought, as the ranking reads it, and the day it is ranked on: the
 * bond's as-of day (its data's today, as the summary counts it); null when no such bond.
 */
export async function findTarget(
  db: Executor,
  id: number,
): Promise<{ target: SimilarityTarget; day: string } | null> {
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
    })
    .from(emissions)
    .innerJoin(emitents, eq(emitents.id, emissions.emitentId))
    .where(eq(emissions.id, id));
  if (!row) return null;
  const { day, parDurationYears, ...target } = row;
  return {
    target: {
      ...target,
      parDurationYears: parDurationYears === null ? null : Number(parDurationYears),
    },
    day,
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
 * runs for tens of thousands of candidates per request.
 */
function distance(target: SimilarityTarget, day: string): SQL {
  const num = (x: number) => sql.raw(`${x}::float8`);
  const government = GOVERNMENT_KINDS.includes(target.bondKind);
  const duration =
    target.parDurationYears === null
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
  const credit =
    bucket === null
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
  const sector = sql`case when i.sector is not distinct from ${target.sector} then 0::float8 else ${num(W.sector)} end`;
  const issuer = government
    ? sql``
    : sql` + case when e.emitent_id = ${target.emitentId} then ${num(W.sameIssuer)} else 0::float8 end`;
  return sql`${duration} + ${kind} + ${credit} + ${coupon} + ${sector}${issuer}`;
}

/** The ranking's one statement: a page of candidates' ids, with their count. */
export function rankingSql(
  target: SimilarityTarget,
  day: string,
  wide: boolean,
  limit: number,
  offset: number,
): SQL {
  return sql`
    select r.id, r.rank, count(*) over () as total
    from (
      select e.id, ${distance(target, day)} as rank
      from emissions e join emitents i on i.id = e.emitent_id
      where ${candidates(target, day, wide)}
      offset 0
    ) r
    order by r.rank, r.id
    limit ${limit} offset ${offset}`;
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

/**
 * One page of similar bonds and their total, ranked by `distance` (ties by id, so pages are
 * stable), in one statement. Kept fast at 500,000 bonds as an index walk: the candidates are
 * one range of the covering index emissions_similar_live_idx (currency, maturity) of
 * migration 0016, whose INCLUDE columns carry everything the life filter and the ranking read
 * (status, issue, redemption and default dates, issuer, kind, coupon type, base, rate and
 * frequency), and the issuer's sector and rating bucket come from emitents_similar_idx (id)
 * INCLUDE (sector, credit_bucket): index-only scans that never visit the wide emissions rows.
 * The window keeps the range short (the alive filter starts it at the day, past every matured
 * bond); the total is counted by a window function in the same pass; the page's ten rows
 * alone are then read in full. Should the window hold fewer than a page, every maturity is a
 * candidate (a long government bond at the far end of its curve still has peers): a second,
 * wider walk, for those few bonds only.
 */
export async function findSimilar(
  db: Executor,
  target: SimilarityTarget,
  day: string,
  limit: number,
  offset: number,
): Promise<{ items: SimilarRow[]; total: number }> {
  const count = async (wide: boolean) =>
    Number(
      rowsOf<{ n: number | string }>(
        await db.execute(sql`select count(*)::int as n from emissions e
          where ${candidates(target, day, wide)}`),
      )[0]?.n ?? 0,
    );
  const page = async (wide: boolean) => {
    const rows = rowsOf<Record<string, unknown>>(
      await db.execute(sql`
        with ranked as (${rankingSql(target, day, wide, limit, offset)})
        select e.id, e.isin, e.names, e.maturity_date::text as maturity_date, e.coupon_type,
          e.coupon_rate, e.status_id, i.id as emitent_id, i.names as emitent_names, i.sector,
          c.code as currency, r.total
        from ranked r
        join emissions e on e.id = r.id
        join emitents i on i.id = e.emitent_id
        join currencies c on c.id = e.currency_id
        order by r.rank, r.id`),
    );
    // Past the last page the window count has no row to ride on: count on its own.
    return { rows, total: rows[0] ? Number(rows[0].total) : await count(wide) };
  };
  // The window, unless it holds less than a page: then every maturity (the same for each page).
  let found = await page(false);
  if (target.maturityDate !== null && found.total < limit) found = await page(true);
  return {
    total: found.total,
    items: found.rows.map((r) => ({
      id: Number(r.id),
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
    })),
  };
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * A bond's latest tick with a usable yield (the lowest ground id on that day), outside the
 * grounds the caller leaves out: a day without trades on one ground should not blank a yield
 * the bond has.
 */
export async function findLatestTick(
  db: Executor,
  emissionId: number,
  excludedGroundIds: readonly number[],
) {
  const [row] = await db
    .select({
      date: tradingTicks.date,
      tradingGroundId: tradingTicks.tradingGroundId,
      ytm: tradingTicks.ytmLast,
      duration: tradingTicks.duration,
      badData: tradingTicks.badData,
      // The bond's as-of day (UTC): the tick's age counts from there, as on the summary.
      asOf: sql<string>`(select to_char(e.as_of at time zone 'UTC', 'YYYY-MM-DD')
        from emissions e where e.id = ${tradingTicks.emissionId})`,
    })
    .from(tradingTicks)
    .where(
      and(
        eq(tradingTicks.emissionId, emissionId),
        isNotNull(tradingTicks.ytmLast),
        sql`not ('ytm_last' = any(${tradingTicks.badData}))`,
        excludedGroundIds.length > 0
          ? notInArray(tradingTicks.tradingGroundId, [...excludedGroundIds])
          : undefined,
      ),
    )
    .orderBy(desc(tradingTicks.date), asc(tradingTicks.tradingGroundId))
    .limit(1);
  return row ?? null;
}
