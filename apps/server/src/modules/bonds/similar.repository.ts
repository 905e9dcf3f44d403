import { and, asc, desc, eq, inArray, isNotNull, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/transaction';
import { currencies, emissions, emitents, tradingTicks } from '../../db/schema/index';
import {
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

const GOVERNMENT = sql.raw(`('sovereign', 'municipal', 'supranational')`);

/**
 * SQL: the Macaulay duration (years) the bond `e` would have on `day` at par — priced at its
 * coupon — from its terms alone: (1 + c/f) / c × (1 − (1 + c/f)^(−f·T)) for a coupon c a year
 * paid f times over T years to its end; T for a zero-coupon bond. Every candidate is measured
 * the same way without reading its ticks (the index holds the terms), which a peer list over
 * tens of thousands of bonds needs; a floater's (its current coupon's) is its credit's duration.
 */
function parDuration(e: string, day: SQL): SQL {
  const t = sql.raw(e);
  const years = sql`((coalesce(${t}.redeemed_on, ${t}.maturity_date) - ${day})::float8 / 365.25)`;
  const c = sql`(coalesce(${t}.coupon_rate, 0)::float8 / 100)`;
  const f = sql`${t}.coupon_frequency::float8`;
  return sql`case when ${t}.maturity_date is null then null
    when ${c} <= 0 or ${f} <= 0 then greatest(${years}, 0)
    else (1 + ${c} / ${f}) / ${c} * (1 - power(1 + ${c} / ${f}, -${f} * greatest(${years}, 0))) end`;
}

/** SQL: the coupon class of `e`: 1 fixed (fixed, zero, step-up), 2 floating, 3 other. */
const couponClass = (e: string) => {
  const t = sql.raw(e);
  return sql`case when ${t}.coupon_type in ('fixed', 'zero', 'step') then 1
    when ${t}.coupon_type = 'floating' then 2 else 3 end`;
};

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
      parDurationYears: sql<number | null>`${parDuration('emissions', asOfDay)}`,
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

/** Float arithmetic: numeric would be several times slower over tens of thousands of rows. */
function distance(target: SimilarityTarget, day: string): SQL {
  const isGovernment = ['sovereign', 'municipal', 'supranational'].includes(target.bondKind);
  const government = sql.raw(String(isGovernment));
  const bank = sql.raw(String(target.bondKind === 'bank'));
  const duration =
    target.parDurationYears === null
      ? sql`0`
      : sql`coalesce(abs(${parDuration('e', sql`${day}::date`)} - ${target.parDurationYears}::float8), 0)`;
  const targetClass =
    target.couponType === 'fixed' || target.couponType === 'zero' || target.couponType === 'step'
      ? 1
      : target.couponType === 'floating'
        ? 2
        : 3;
  const bucket = target.creditBucket;
  return sql`${duration}
    + case when (e.bond_kind in ${GOVERNMENT}) <> ${government} then ${W.governmentOrNot}::float8
        when e.bond_kind = ${target.bondKind} then 0
        when ${government} then ${W.sovereignOrSubSovereign}::float8
        when (e.bond_kind = 'bank') <> ${bank} then ${W.bankOrCorporate}::float8
        else 0 end
    + ${
      bucket === null
        ? sql`case when i.credit_bucket is null then 0 else ${W.ratedOrNot}::float8 end`
        : sql`case when i.credit_bucket is null then ${W.ratedOrNot}::float8
            else abs(i.credit_bucket - ${bucket})::float8 * ${W.creditBucket} end`
    }
    + case when ${couponClass('e')} <> ${targetClass} then ${W.couponClass}::float8
        when e.coupon_type <> ${target.couponType}
          or e.floating_base is distinct from ${target.floatingBase} then ${W.couponType}::float8
        else 0 end
    + case when i.sector is distinct from ${target.sector} then ${W.sector}::float8 else 0 end
    + case when e.emitent_id = ${target.emitentId} and not ${government}
        then ${W.sameIssuer}::float8 else 0 end`;
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
    select e.id, count(*) over () as total
    from emissions e join emitents i on i.id = e.emitent_id
    where ${candidates(target, day, wide)}
    order by ${distance(target, day)}, e.id
    limit ${limit} offset ${offset}`;
}

/**
 * One page of similar bonds and their total, ranked by `distance` (ties by id, so pages are
 * stable). Kept fast at 500,000 bonds as an index walk: the candidates are one range of the
 * covering index emissions_similar_live_idx (currency, maturity) of migration 0016, whose
 * INCLUDE columns carry everything the life filter and the ranking read (status, issue,
 * redemption and default dates, issuer, kind, coupon type, base, rate and frequency), and
 * the issuer's sector and rating bucket come from emitents_similar_idx (id) INCLUDE (sector,
 * credit_bucket): index-only scans that never visit the wide emissions rows. The window keeps
 * the range short (the alive filter starts it at the day, past every matured bond); the total
 * is counted by a window function in the same pass; the page's ten rows alone are read in
 * full. Should the window hold fewer than a page, every maturity is a candidate (a long
 * government bond at the far end of its curve still has peers): a second, wider walk.
 */
export async function findSimilar(
  db: Executor,
  target: SimilarityTarget,
  day: string,
  limit: number,
  offset: number,
) {
  const count = async (wide: boolean) =>
    Number(
      rowsOf<{ n: number | string }>(
        await db.execute(sql`select count(*)::int as n from emissions e
          where ${candidates(target, day, wide)}`),
      )[0]?.n ?? 0,
    );
  const rank = async (wide: boolean) => {
    const rows = rowsOf<{ id: number; total: number | string }>(
      await db.execute(rankingSql(target, day, wide, limit, offset)),
    );
    // Past the last page the window count has no row to ride on: count on its own.
    return { rows, total: rows[0] ? Number(rows[0].total) : await count(wide) };
  };
  // The window, unless it holds less than a page: then every maturity (the same for each page).
  let ranked = await rank(false);
  if (target.maturityDate !== null && ranked.total < limit) ranked = await rank(true);
  const total = ranked.total;
  const ids = ranked.rows.map((r) => Number(r.id));
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({
            id: emissions.id,
            isin: emissions.isin,
            names: emissions.names,
            maturityDate: emissions.maturityDate,
            couponType: emissions.couponType,
            couponRate: emissions.couponRate,
            statusId: emissions.statusId,
            emitentId: emitents.id,
            emitentNames: emitents.names,
            sector: emitents.sector,
            currency: currencies.code,
          })
          .from(emissions)
          .innerJoin(emitents, eq(emitents.id, emissions.emitentId))
          .innerJoin(currencies, eq(currencies.id, emissions.currencyId))
          .where(inArray(emissions.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const items = ids.flatMap((id) => byId.get(id) ?? []);
  return { items, total };
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
