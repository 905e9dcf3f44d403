import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/transaction';
import {
  currencies,
  emissions,
  multiplierDefinitions,
  multiplierValues,
  ratingActions,
  ratingAgencies,
  ratingScalePoints,
  ratingScales,
  yieldCurves,
} from '../db/schema/index';

/**
 * The inputs of the praams scores of a SET of bonds, a handful of statements whatever its size:
 * the block asks for one bond, the screener's refresh for a batch of thousands (the same
 * queries, so the two never disagree).
 */

type Rows<T> = { rows: T[] };
const idArray = (ids: readonly number[]) =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`;

export function findBonds(db: Executor, ids: readonly number[]) {
  return db
    .select({
      id: emissions.id,
      names: emissions.names,
      isin: emissions.isin,
      emitentId: emissions.emitentId,
      statusId: emissions.statusId,
      currencyId: emissions.currencyId,
      currency: currencies.code,
    })
    .from(emissions)
    .innerJoin(currencies, eq(currencies.id, emissions.currencyId))
    .where(inArray(emissions.id, [...ids]));
}

/** The rating scales with their agencies' names (a few dozen rows: read whole). */
export function findScales(db: Executor) {
  return db
    .select({ id: ratingScales.id, names: ratingScales.names, agencyNames: ratingAgencies.names })
    .from(ratingScales)
    .innerJoin(ratingAgencies, eq(ratingAgencies.id, ratingScales.agencyId));
}

/**
 * The rating actions of the bonds themselves and of their issuers as a whole (not on another
 * of their bonds: lib/bond-rating-scope), oldest first.
 */
export function findRatingActions(
  db: Executor,
  bondIds: readonly number[],
  issuerIds: readonly number[],
) {
  return db
    .select({
      emissionId: ratingActions.emissionId,
      emitentId: ratingActions.emitentId,
      subject: ratingActions.subject,
      scaleId: ratingActions.scaleId,
      status: ratingActions.status,
      rank: ratingScalePoints.rank,
      grade: ratingScalePoints.name,
      outlook: ratingActions.outlook,
      date: ratingActions.date,
      source: ratingActions.source,
    })
    .from(ratingActions)
    .leftJoin(ratingScalePoints, eq(ratingScalePoints.id, ratingActions.scalePointId))
    .where(
      or(
        and(inArray(ratingActions.emissionId, [...bondIds]), eq(ratingActions.subject, 'emission')),
        and(
          inArray(ratingActions.emitentId, [...issuerIds]),
          eq(ratingActions.subject, 'emitent'),
          isNull(ratingActions.emissionId),
        ),
      ),
    )
    .orderBy(asc(ratingActions.date), asc(ratingActions.id));
}

export interface YieldTick {
  emissionId: number;
  date: string;
  groundNames: Record<string, string>;
  ytm: number;
  duration: number | null;
  badData: string[];
  source: string;
}

/**
 * Each bond's newest tick with a shown yield (present, not marked bad data, at most
 * `yieldMax` %) among its `depth` newest ticks on the grounds other than `excludedGround`
 * (the NSD's values are licensed per user): an old yield does not speak for today's market.
 */
export async function findLatestYieldTicks(
  db: Executor,
  ids: readonly number[],
  excludedGround: number,
  depth: number,
  yieldMax: number,
): Promise<YieldTick[]> {
  // The newest `depth` per ground (one backward step on the tick key each), then the newest
  // `depth` of those: the bond's newest `depth` without reading its whole history.
  const result = (await db.execute(sql`
    select distinct on (i.id) i.id as "emissionId", t.date::text as date,
      t.names as "groundNames", t.ytm_last as ytm, t.duration, t.bad_data as "badData", t.source
    from unnest(${idArray(ids)}) as i (id)
    cross join lateral (
      select g.id as ground, g.names, q.*
      from trading_grounds g
      cross join lateral (
        select tt.date, tt.ytm_last, tt.duration, tt.bad_data, tt.source
        from trading_ticks tt
        where tt.emission_id = i.id and tt.trading_ground_id = g.id
        order by tt.date desc
        limit ${depth}
      ) q
      where g.id <> ${excludedGround}
      order by q.date desc, g.id asc
      limit ${depth}
    ) t
    where t.ytm_last is not null and not ('ytm_last' = any(t.bad_data))
      and t.ytm_last <= ${yieldMax}
    order by i.id, t.date desc, t.ground asc`)) as unknown as Rows<YieldTick>;
  return result.rows;
}

/** The sovereign curves of the currencies, in id order (the block tries them so). */
export function findCurves(db: Executor, currencyIds: readonly number[]) {
  return db
    .select({
      id: yieldCurves.id,
      currencyId: yieldCurves.currencyId,
      names: yieldCurves.names,
      kind: yieldCurves.kind,
      source: yieldCurves.source,
    })
    .from(yieldCurves)
    .where(inArray(yieldCurves.currencyId, [...currencyIds]))
    .orderBy(asc(yieldCurves.id));
}

export interface CurveDay {
  curveId: number;
  /** The day asked for. */
  day: string;
  /** The curve's latest date on or before it. */
  date: string;
  tenors: number[];
  values: number[];
}

/**
 * For each (curve, day) asked, the curve's points on its latest date on or before the day,
 * by tenor; a pair whose curve has no point by then is left out.
 */
export async function findCurveDays(
  db: Executor,
  wanted: readonly { curveId: number; day: string }[],
): Promise<CurveDay[]> {
  if (wanted.length === 0) return [];
  const curveIds = wanted.map((w) => w.curveId);
  const days = wanted.map((w) => w.day);
  const result = (await db.execute(sql`
    with wanted as (
      select * from unnest(${idArray(curveIds)},
        array[${sql.join(
          days.map((d) => sql`${d}`),
          sql`, `,
        )}]::date[]) as w (curve_id, day)
    ),
    dated as (
      select w.curve_id, w.day,
        (select max(p.date) from yield_curve_points p
          where p.curve_id = w.curve_id and p.date <= w.day) as date
      from wanted w
    )
    select d.curve_id as "curveId", d.day::text as day, d.date::text as date,
      array_agg(p.tenor_years order by p.tenor_years) as tenors,
      array_agg(p.value order by p.tenor_years) as "values"
    from dated d
    join yield_curve_points p on p.curve_id = d.curve_id and p.date = d.date
    group by d.curve_id, d.day, d.date`)) as unknown as Rows<CurveDay>;
  return result.rows.map((r) => ({
    ...r,
    tenors: r.tenors.map(Number),
    values: r.values.map(Number),
  }));
}

export interface WindowGround {
  emissionId: number;
  groundId: number;
  groundNames: Record<string, string>;
  groundSource: string;
  /** The ground's latest date with any tick: where its data, and so the window, ends. */
  end: string;
}

/** The exchanges each bond has ticks on (the excluded ground left out), with their latest date. */
export async function findExchangeGrounds(
  db: Executor,
  ids: readonly number[],
  excludedGround: number,
): Promise<WindowGround[]> {
  const result = (await db.execute(sql`
    with grounds as (
      select g.id, g.names, g.source,
        (select max(t.date) from trading_ticks t where t.trading_ground_id = g.id) as latest
      from trading_grounds g
      where g.is_exchange and g.id <> ${excludedGround}
    )
    select i.id as "emissionId", g.id as "groundId", g.names as "groundNames",
      g.source as "groundSource", g.latest::text as "end"
    from unnest(${idArray(ids)}) as i (id)
    join grounds g on g.latest is not null
    -- A lateral probe per (bond, ground), not EXISTS: the planner would turn EXISTS over a set of
    -- ids into a semi-join hashing every (bond, ground) of the ticks (4.8 s at 500,000 bonds).
    cross join lateral (select 1 from trading_ticks t
      where t.emission_id = i.id and t.trading_ground_id = g.id limit 1) has
    order by i.id, g.id`)) as unknown as Rows<WindowGround>;
  return result.rows;
}

export interface WindowTick {
  emissionId: number;
  groundId: number;
  date: string;
  volume: number | null;
  volumeMoney: number | null;
  badData: string[];
  source: string;
}

/** The bonds' ticks on each of their grounds between `from` and `to` of the window (inclusive). */
export async function findWindowTicks(
  db: Executor,
  windows: readonly { emissionId: number; groundId: number; from: string; to: string }[],
): Promise<WindowTick[]> {
  if (windows.length === 0) return [];
  const dates = (pick: (w: (typeof windows)[number]) => string) =>
    sql`array[${sql.join(
      windows.map((w) => sql`${pick(w)}`),
      sql`, `,
    )}]::date[]`;
  const result = (await db.execute(sql`
    select t.emission_id as "emissionId", t.trading_ground_id as "groundId", t.date::text as date,
      t.volume, t.volume_money as "volumeMoney", t.bad_data as "badData", t.source
    from unnest(${idArray(windows.map((w) => w.emissionId))},
      ${idArray(windows.map((w) => w.groundId))}, ${dates((w) => w.from)}, ${dates((w) => w.to)})
      as w (emission_id, ground_id, date_from, date_to)
    join trading_ticks t on t.emission_id = w.emission_id and t.trading_ground_id = w.ground_id
      and t.date between w.date_from and w.date_to
    order by t.emission_id, t.trading_ground_id, t.date`)) as unknown as Rows<WindowTick>;
  return result.rows;
}

/** The issuers' annual values of the given multipliers, the latest period first. */
export function findAnnualMultipliers(
  db: Executor,
  issuerIds: readonly number[],
  codes: readonly string[],
) {
  return db
    .select({
      emitentId: multiplierValues.emitentId,
      code: multiplierValues.code,
      names: multiplierDefinitions.names,
      value: multiplierValues.value,
      periodEnd: multiplierValues.periodEnd,
      source: multiplierValues.source,
    })
    .from(multiplierValues)
    .innerJoin(multiplierDefinitions, eq(multiplierDefinitions.code, multiplierValues.code))
    .where(
      and(
        inArray(multiplierValues.emitentId, [...issuerIds]),
        eq(multiplierValues.period, 2),
        inArray(multiplierValues.code, [...codes]),
      ),
    )
    .orderBy(desc(multiplierValues.periodEnd), asc(multiplierValues.code));
}
