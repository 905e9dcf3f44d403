import { sql, type SQL } from 'drizzle-orm';
import { tickDurationYears } from './tick-duration';
import { NSD_TRADING_GROUND_ID, type StoredTSpreadDrop } from '@bondsight/contracts';
import type { Executor } from '../db/transaction';
import { aliveOnSql } from './bond-life';
import {
  benchmarkCouponKind,
  isFit,
  NON_MARKET_GROUNDS,
  pickBenchmark,
  priceWindowStart,
  type BenchmarkCandidate,
  type BenchmarkPick,
} from './benchmark-rule';

/** What the choice reads of the bond whose T-spread is measured. */
export interface BenchmarkSubject {
  id: number;
  currencyId: number;
  bondKind: string;
  couponType: string;
  floatingBase: string | null;
  maturityDate: string | null;
  redeemedOn: string | null;
}

export interface BenchmarkChoiceFacts extends BenchmarkPick {
  /** The date the choice was made on. */
  date: string;
  couponKind: string | null;
  bondDurationYears: number | null;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const marketGrounds = sql.raw(NON_MARKET_GROUNDS.join(', '));

/** SQL: `e` (an emissions alias) has the coupon kind (see benchmarkCouponKind). */
function couponKindSql(kind: string): SQL {
  if (kind === 'fixed') return sql`e.coupon_type in ('fixed', 'zero', 'step')`;
  if (kind.startsWith('floating:'))
    return sql`(e.coupon_type = 'floating' and upper(trim(e.floating_base)) = ${kind.slice(9)})`;
  return sql`e.coupon_type = ${kind}`;
}

/**
 * Steps 1–3 of the rule (lib/benchmark-rule.ts) on a date: the government bonds of the
 * currency and coupon kind (other than the bond), each with whether it is alive and its
 * latest market price in the window. `onlyId` narrows it to one bond (a stored benchmark).
 *
 * The price is looked up ground by ground (a lateral seek per ground on the ticks' primary
 * key, emission, ground, date), over the market grounds that hold any tick (found once by the
 * (ground, date) index; dealers' desks quote elsewhere): a few hundred government bonds cost
 * a few thousand index seeks, where one range over each bond's ticks would read its history.
 */
export async function findBenchmarkCandidates(
  db: Executor,
  bond: Pick<BenchmarkSubject, 'id' | 'currencyId'>,
  kind: string,
  date: string,
  onlyId?: number,
): Promise<BenchmarkCandidate[]> {
  const day = sql`${date}::date`;
  const alive = aliveOnSql('e', day);
  const rows = rowsOf<{
    id: number;
    end_date: string | null;
    alive: boolean;
    priced_on: string | null;
    duration_years: number | null;
  }>(
    await db.execute(sql`
      with grounds as materialized (
        select g.id from trading_grounds g
        where g.id not in (${marketGrounds})
          and exists (select 1 from trading_ticks x where x.trading_ground_id = g.id)
      )
      select e.id, coalesce(e.redeemed_on, e.maturity_date)::text as end_date,
        ${alive} as alive, p.date::text as priced_on, p.duration_years
      from emissions e
      left join lateral (
        select t.date, ${tickDurationYears('t')} as duration_years
        from grounds g
        cross join lateral (
          select * from trading_ticks t
          where t.emission_id = e.id and t.trading_ground_id = g.id
            and t.date <= ${day} and t.date >= ${priceWindowStart(date)}::date
            and t.last_price is not null and not ('last_price' = any(t.bad_data))
          order by t.date desc
          limit 1
        ) t
        where ${alive}
        order by t.date desc, g.id
        limit 1
      ) p on true
      where e.bond_kind = 'sovereign' and e.currency_id = ${bond.currencyId}
        and e.id <> ${bond.id} and ${couponKindSql(kind)}
        ${onlyId === undefined ? sql`` : sql`and e.id = ${onlyId}`}
      order by e.id`),
  );
  return rows.map((r) => ({
    id: Number(r.id),
    endDate: r.end_date,
    alive: Boolean(r.alive),
    pricedOn: r.priced_on,
    durationYears: r.duration_years === null ? null : Number(r.duration_years),
  }));
}

/**
 * The bond's Macaulay duration on a date: its latest tick's on or before it, on any ground but
 * the NSD's (paid data must not steer a choice every reader sees).
 */
export async function findBondDuration(
  db: Executor,
  bondId: number,
  date: string,
): Promise<number | null> {
  const [row] = rowsOf<{ years: number | null }>(
    await db.execute(sql`
      select ${tickDurationYears('t')} as years from trading_ticks t
      where t.emission_id = ${bondId} and t.date <= ${date}::date
        and t.trading_ground_id <> ${NSD_TRADING_GROUND_ID}
        and ${tickDurationYears('t')} is not null
      order by t.date desc, t.trading_ground_id
      limit 1`),
  );
  return row?.years == null ? null : Number(row.years);
}

/**
 * The benchmark of a bond's T-spread on a date, by the whole rule. A government bond has
 * none (it is a benchmark itself); nor has a floater without a known reference rate.
 */
export async function chooseBenchmarkOn(
  db: Executor,
  bond: BenchmarkSubject,
  date: string,
): Promise<BenchmarkChoiceFacts> {
  const couponKind = benchmarkCouponKind(bond.couponType, bond.floatingBase);
  const base = { date, couponKind, bondDurationYears: null, chosen: null, fit: 0 };
  if (bond.bondKind === 'sovereign') return { ...base, rule: 'none', reason: 'sovereign' };
  if (couponKind === null) return { ...base, rule: 'none', reason: 'no_government_bond' };
  const [candidates, bondDurationYears] = await Promise.all([
    findBenchmarkCandidates(db, bond, couponKind, date),
    findBondDuration(db, bond.id, date),
  ]);
  const pick = pickBenchmark(
    { endDate: bond.redeemedOn ?? bond.maturityDate, durationYears: bondDurationYears, couponKind },
    candidates,
  );
  return { ...pick, date, couponKind, bondDurationYears };
}

/**
 * Whether a stored T-spread may be shown: the bond it names (a tick's t_spread_benchmark: the
 * benchmark's English name or its ISIN) passes steps 1–3 on the tick's date. Returns that
 * bond's id (null when no government bond of the currency has that name) and why it is
 * dropped (null: shown).
 */
export async function checkStoredBenchmark(
  db: Executor,
  bond: BenchmarkSubject,
  name: string,
  date: string,
): Promise<{ id: number | null; drop: StoredTSpreadDrop | null }> {
  const [named] = rowsOf<{ id: number }>(
    await db.execute(sql`
      select id from emissions
      where bond_kind = 'sovereign' and currency_id = ${bond.currencyId} and id <> ${bond.id}
        and (names->>'eng' = ${name} or isin = ${name})
      order by id
      limit 1`),
  );
  if (!named) return { id: null, drop: 'unknown_benchmark' };
  const id = Number(named.id);
  const kind = benchmarkCouponKind(bond.couponType, bond.floatingBase);
  const [candidate] = kind === null ? [] : await findBenchmarkCandidates(db, bond, kind, date, id);
  if (!candidate) return { id, drop: 'other_coupon_kind' };
  if (!candidate.alive) return { id, drop: 'not_alive' };
  return { id, drop: isFit(candidate) ? null : 'not_priced' };
}

/** The facts of a bond its benchmark is chosen by; null when no such bond. */
export async function findBenchmarkSubject(
  db: Executor,
  id: number,
): Promise<BenchmarkSubject | null> {
  const [row] = rowsOf<{
    id: number;
    currency_id: number;
    bond_kind: string;
    coupon_type: string;
    floating_base: string | null;
    maturity_date: string | null;
    redeemed_on: string | null;
  }>(
    await db.execute(sql`
      select id, currency_id, bond_kind, coupon_type, floating_base,
        maturity_date::text, redeemed_on::text
      from emissions where id = ${id}`),
  );
  return row
    ? {
        id: Number(row.id),
        currencyId: Number(row.currency_id),
        bondKind: row.bond_kind,
        couponType: row.coupon_type,
        floatingBase: row.floating_base,
        maturityDate: row.maturity_date,
        redeemedOn: row.redeemed_on,
      }
    : null;
}

/**
 * Stored ticks of one bond with their T-spreads kept only where the benchmark each names
 * passes the rule on the tick's date (lib/benchmark-rule.ts); the others' are dropped (null).
 * A T-spread that names no benchmark cannot be checked, and is dropped too.
 */
export async function keepFitTSpreads<
  T extends { date: string; tSpread: number | null; tSpreadBenchmark: string | null },
>(db: Executor, bondId: number, ticks: readonly T[]): Promise<T[]> {
  const spread = ticks.filter((t) => t.tSpread !== null);
  if (spread.length === 0) return [...ticks];
  const bond = await findBenchmarkSubject(db, bondId);
  const fit = new Map<string, boolean>();
  for (const t of spread) {
    const key = `${t.tSpreadBenchmark ?? ''}\u0000${t.date}`;
    if (fit.has(key)) continue;
    const ok =
      bond !== null &&
      bond.bondKind !== 'sovereign' &&
      t.tSpreadBenchmark !== null &&
      (await checkStoredBenchmark(db, bond, t.tSpreadBenchmark, t.date)).drop === null;
    fit.set(key, ok);
  }
  return ticks.map((t) =>
    t.tSpread === null || fit.get(`${t.tSpreadBenchmark ?? ''}\u0000${t.date}`)
      ? t
      : { ...t, tSpread: null },
  );
}
