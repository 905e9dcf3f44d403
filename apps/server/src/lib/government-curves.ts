import { sql } from 'drizzle-orm';
import type { ZeroCurve } from '@bondsight/bond-math';
import type { Executor } from '../db/transaction';
import { engineCurveOf } from './stored-curve';

/*
 * Which government curve a currency's numbers are measured over, and on which date: the
 * screener's Z-spreads (modules/screener) and the screen's scatter (modules/bonds) read the
 * same choice, so that a curve drawn beside the points is the one their spreads were taken on.
 */

type Rows<T> = { rows: T[] };

/** A stored government curve with the dates it is stored on (points or parameters), sorted. */
export interface IndexedCurve {
  id: number;
  currency: string;
  kind: string;
  names: Record<string, string>;
  dates: string[];
}

/** The government curves of each currency, best first (zero curves first, then by id). */
export async function findCurveIndex(tx: Executor): Promise<IndexedCurve[]> {
  const result = (await tx.execute(sql`
    select c.id, cur.code as currency, c.kind, c.names,
      array(select d::text from (
        select date as d from yield_curve_points p where p.curve_id = c.id
        union select date from yield_curve_params q where q.curve_id = c.id
      ) x order by d) as dates
    from yield_curves c join currencies cur on cur.id = c.currency_id
    order by cur.code, case c.kind when 'zero' then 0 else 1 end, c.id`)) as unknown as Rows<IndexedCurve>;
  return result.rows;
}

/** A curve's points (years, %) and parameters on one date. */
export async function findCurveOn(
  tx: Executor,
  curveId: number,
  date: string,
): Promise<{ points: { years: number; rate: number }[]; params: Record<string, number> | null }> {
  const [points, params] = await Promise.all([
    tx.execute(sql`select tenor_years as years, value as rate from yield_curve_points
      where curve_id = ${curveId} and date = ${date}::date order by tenor_years`),
    tx.execute(sql`select params from yield_curve_params
      where curve_id = ${curveId} and date = ${date}::date`),
  ]);
  return {
    points: (points as unknown as Rows<{ years: number; rate: number }>).rows.map((p) => ({
      years: Number(p.years),
      rate: Number(p.rate),
    })),
    params: (params as unknown as Rows<{ params: Record<string, number> }>).rows[0]?.params ?? null,
  };
}

/** The newest of sorted ISO dates on or before `day`, by bisection; null when none. */
function onOrBefore(dates: readonly string[], day: string): string | null {
  let lo = 0;
  let hi = dates.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((dates[mid] as string) <= day) lo = mid + 1;
    else hi = mid;
  }
  return lo > 0 ? (dates[lo - 1] as string) : null;
}

/** A curve chosen for a currency and a day: the curve and the date it is read on. */
export interface CurveChoice {
  curve: IndexedCurve;
  date: string;
}

/**
 * The currency's curve as the calculator picks it (a zero curve before par ones, then the
 * first stored) that has a date on or before `day`, on the newest such date; null when none.
 */
export function chooseCurve(
  index: readonly IndexedCurve[],
  currency: string,
  day: string,
): CurveChoice | null {
  for (const curve of index) {
    if (curve.currency !== currency) continue;
    const date = onOrBefore(curve.dates, day);
    if (date) return { curve, date };
  }
  return null;
}

/** The engine's zero curve of a choice (lib/stored-curve.ts reads MOEX parameters first). */
export async function loadChosenCurve(
  tx: Executor,
  choice: CurveChoice,
): Promise<ZeroCurve | null> {
  return engineCurveOf({
    kind: choice.curve.kind,
    ...(await findCurveOn(tx, choice.curve.id, choice.date)),
  });
}
