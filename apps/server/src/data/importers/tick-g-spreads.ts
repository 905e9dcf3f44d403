import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ZeroCurve } from '@bondsight/bond-math';
import type { Db } from '../../db/client';
import {
  tradingTicks,
  yieldCurveParams,
  yieldCurvePoints,
  yieldCurves,
} from '../../db/schema/index';
import { engineCurveOf } from '../../lib/stored-curve';
import { findBondsByIds } from './bonds';
import { gSpreadOfClean, loadFlows, pricingOf } from './pricing';
import type { CurveSpec } from './reference';

/** Ticks updated per statement. */
const UPDATES_PER_STATEMENT = 1000;

/** The engine curves of a stored curve on `dates` (its parameters first, else its points). */
export async function storedCurvesOn(
  db: Db,
  curve: CurveSpec,
  dates: readonly string[],
): Promise<Map<string, ZeroCurve>> {
  const out = new Map<string, ZeroCurve>();
  if (dates.length === 0) return out;
  const [stored] = await db
    .select({ id: yieldCurves.id })
    .from(yieldCurves)
    .where(eq(yieldCurves.code, curve.code));
  if (!stored) return out;
  const where = (t: typeof yieldCurveParams | typeof yieldCurvePoints) =>
    and(eq(t.curveId, stored.id), inArray(t.date, [...dates]));
  const params = await db
    .select({ date: yieldCurveParams.date, params: yieldCurveParams.params })
    .from(yieldCurveParams)
    .where(where(yieldCurveParams));
  const points = await db
    .select({
      date: yieldCurvePoints.date,
      years: yieldCurvePoints.tenorYears,
      rate: yieldCurvePoints.value,
    })
    .from(yieldCurvePoints)
    .where(where(yieldCurvePoints));
  for (const date of dates) {
    const engine = engineCurveOf({
      kind: curve.kind,
      points: points.filter((p) => p.date === date),
      params: params.find((p) => p.date === date)?.params ?? null,
    });
    if (engine) out.set(date, engine);
  }
  return out;
}

/**
 * Gives the `source` ticks of the curve's currency on `dates` their G-spread over the curve of
 * their own day (pricing.ts `gSpreadOfClean`, from the tick's clean price and the stored terms,
 * as the yield beside it was computed), whichever came first, the ticks or the curve: a day
 * without a stored curve keeps its ticks as they are. Inflation-linked bonds get none (a real
 * yield over a nominal curve is no spread), as the screener shows none. Only values that
 * differ are written (the screener's triggers then refresh those bonds). Returns the ticks
 * updated.
 */
export async function fillTickGSpreads(
  db: Db,
  curve: CurveSpec,
  dates: readonly string[],
  source: string,
): Promise<number> {
  const curves = await storedCurvesOn(db, curve, dates);
  if (curves.size === 0) return 0;
  const ticks = (
    (await db.execute(sql`
      select t.emission_id as id, t.trading_ground_id as ground, t.date::text as date,
        t.last_price as price, t.g_spread as spread
      from trading_ticks t
        join emissions e on e.id = t.emission_id
        join currencies c on c.id = e.currency_id
      where t.date in (${sql.join(
        [...curves.keys()].map((d) => sql`${d}::date`),
        sql`, `,
      )})
        and t.source = ${source} and c.code = ${curve.currency}
        and e.coupon_type <> 'inflation'`)) as unknown as {
      rows: {
        id: number;
        ground: number;
        date: string;
        price: number | null;
        spread: number | null;
      }[];
    }
  ).rows;
  if (ticks.length === 0) return 0;
  const ids = [...new Set(ticks.map((t) => Number(t.id)))];
  const bonds = await findBondsByIds(db, ids);
  const flows = await loadFlows(db, ids);
  const pricing = new Map(
    ids.map((id) => {
      const bond = bonds.get(id);
      return [id, bond ? pricingOf(bond, flows.get(id) ?? []) : null] as const;
    }),
  );
  const changed: { id: number; ground: number; date: string; spread: number | null }[] = [];
  for (const t of ticks) {
    const id = Number(t.id);
    const price = t.price === null ? null : Number(t.price);
    const spread = gSpreadOfClean(
      pricing.get(id) ?? null,
      t.date,
      price,
      curves.get(t.date) as ZeroCurve,
    );
    const before = t.spread === null ? null : Number(t.spread);
    if (spread === before) continue;
    changed.push({ id, ground: Number(t.ground), date: t.date, spread });
  }
  for (let i = 0; i < changed.length; i += UPDATES_PER_STATEMENT) {
    const rows = changed
      .slice(i, i + UPDATES_PER_STATEMENT)
      .map((c) => sql`(${c.id}::int, ${c.ground}::int, ${c.date}::date, ${c.spread}::float8)`);
    await db.execute(sql`
      update ${tradingTicks} set g_spread = v.spread
      from (values ${sql.join(rows, sql`, `)}) as v(id, ground, date, spread)
      where ${tradingTicks.emissionId} = v.id and ${tradingTicks.tradingGroundId} = v.ground
        and ${tradingTicks.date} = v.date`);
  }
  return changed.length;
}
