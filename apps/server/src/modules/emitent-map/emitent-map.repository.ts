import { and, asc, desc, eq, inArray, lte, max, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/transaction';
import {
  currencies,
  emissions,
  emitentRelations,
  emitents,
  tradingGrounds,
  tradingTicks,
  yieldCurvePoints,
  yieldCurves,
} from '../../db/schema/index';
import { aliveOnSql } from '../../lib/bond-life';
import { YIELD_SHOWN_MAX } from '../../lib/display-rules';
import { tickDurationYears } from '../../lib/tick-duration';

export async function findEmitent(db: Executor, id: number) {
  const [row] = await db
    .select({ id: emitents.id, names: emitents.names })
    .from(emitents)
    .where(eq(emitents.id, id))
    .limit(1);
  return row ?? null;
}

/**
 * Issuers directly linked to this one in the relationship graph, either way, except
 * sovereigns: a state owning a company would bring its whole government curve of bonds.
 */
export async function findRelatedEmitentIds(db: Executor, id: number): Promise<number[]> {
  const rows = await db
    .select({ a: emitentRelations.emitentId, b: emitentRelations.relatedEmitentId })
    .from(emitentRelations)
    .innerJoin(
      emitents,
      sql`${emitents.id} = case when ${emitentRelations.emitentId} = ${id}
        then ${emitentRelations.relatedEmitentId} else ${emitentRelations.emitentId} end`,
    )
    .where(
      and(
        or(eq(emitentRelations.emitentId, id), eq(emitentRelations.relatedEmitentId, id)),
        eq(emitents.isSovereign, false),
      ),
    );
  return [...new Set(rows.map((r) => (r.a === id ? r.b : r.a)))].filter((other) => other !== id);
}

/**
 * The map's date: the data's "today" for these issuers, the latest as-of date (provenance, UTC
 * day) of their bonds, as the bond page reads a bond's own life on its as-of date. Null when
 * they have no bonds.
 */
export async function findMapDate(db: Executor, emitentIds: readonly number[]) {
  const [row] = await db
    .select({ asOf: max(emissions.asOf) })
    .from(emissions)
    .where(inArray(emissions.emitentId, [...emitentIds]));
  return row?.asOf ? new Date(row.asOf).toISOString().slice(0, 10) : null;
}

/** A field the source marked bad data does not count (the spec's `.baddata`). */
const trusted = (field: string) => sql`not (${field} = any(${tradingTicks.badData}))`;

/**
 * Each bond's latest usable tick per ground, for the bonds of these issuers: the latest day
 * with a last price, a yield to maturity and a positive duration (`dur`, else the days an
 * importer stores), none marked bad data, and a
 * yield the display rules show (at most 2000 %). A yield above 20 % keeps its duration here:
 * the map places a bond by its duration (the quote tables blank it, spec bond page section 5),
 * and a high-yield issuer's bonds are still points. One row per (bond, ground), read backwards
 * along the ticks' primary key; `alive` says whether the bond lives on `day` (lib/bond-life).
 */
export function findLatestPoints(db: Executor, emitentIds: readonly number[], day: string) {
  return db
    .selectDistinctOn([tradingTicks.emissionId, tradingTicks.tradingGroundId], {
      emissionId: tradingTicks.emissionId,
      emitentId: emissions.emitentId,
      emitentNames: emitents.names,
      emissionNames: emissions.names,
      isin: emissions.isin,
      currencyId: emissions.currencyId,
      currencyCode: currencies.code,
      tradingGroundId: tradingTicks.tradingGroundId,
      groundNames: tradingGrounds.names,
      date: tradingTicks.date,
      price: sql<number>`${tradingTicks.lastPrice}`.mapWith(Number),
      yieldPercent: sql<number>`${tradingTicks.ytmLast}`.mapWith(Number),
      durationYears: sql<number>`${tickDurationYears('trading_ticks')}`.mapWith(Number),
      alive: sql<boolean>`${aliveOnSql('emissions', sql`${day}::date`)}`.mapWith(Boolean),
    })
    .from(tradingTicks)
    .innerJoin(emissions, eq(emissions.id, tradingTicks.emissionId))
    .innerJoin(emitents, eq(emitents.id, emissions.emitentId))
    .innerJoin(currencies, eq(currencies.id, emissions.currencyId))
    .innerJoin(tradingGrounds, eq(tradingGrounds.id, tradingTicks.tradingGroundId))
    .where(
      and(
        inArray(emissions.emitentId, [...emitentIds]),
        sql`${tradingTicks.lastPrice} is not null`,
        sql`${tradingTicks.ytmLast} is not null`,
        // Macaulay years: the generator's `dur`, else an importer's days (lib/tick-duration).
        sql`${tickDurationYears('trading_ticks')} > 0`,
        lte(tradingTicks.ytmLast, YIELD_SHOWN_MAX),
        trusted('last_price'),
        trusted('ytm_last'),
      ),
    )
    .orderBy(tradingTicks.emissionId, tradingTicks.tradingGroundId, desc(tradingTicks.date));
}
export type PointRow = Awaited<ReturnType<typeof findLatestPoints>>[number];

/**
 * The government curve of a currency on its latest date on or before a date, zero curves
 * before par curves (the same choice as the calculator's benchmark curve), or null.
 */
export async function findCurve(db: Executor, currencyId: number, onOrBefore: string) {
  const [curve] = await db
    .select({ id: yieldCurves.id, names: yieldCurves.names })
    .from(yieldCurves)
    .where(eq(yieldCurves.currencyId, currencyId))
    .orderBy(sql`case ${yieldCurves.kind} when 'zero' then 0 else 1 end`, asc(yieldCurves.id))
    .limit(1);
  if (!curve) return null;
  const [latest] = await db
    .select({ date: yieldCurvePoints.date })
    .from(yieldCurvePoints)
    .where(and(eq(yieldCurvePoints.curveId, curve.id), lte(yieldCurvePoints.date, onOrBefore)))
    .orderBy(desc(yieldCurvePoints.date))
    .limit(1);
  if (!latest) return null;
  const points = await db
    .select({ years: yieldCurvePoints.tenorYears, rate: yieldCurvePoints.value })
    .from(yieldCurvePoints)
    .where(and(eq(yieldCurvePoints.curveId, curve.id), eq(yieldCurvePoints.date, latest.date)))
    .orderBy(asc(yieldCurvePoints.tenorYears));
  return { names: curve.names, date: latest.date, points };
}
