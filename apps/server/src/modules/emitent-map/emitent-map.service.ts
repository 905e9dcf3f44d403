import {
  decideAccess,
  decideValues,
  pickText,
  type AccessSubject,
  type EmitentMapCurve,
  type EmitentMapEndedPoint,
  type EmitentMapOption,
  type EmitentMapPoint,
  type EmitentMapResponse,
  type Language,
} from '@bondsight/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { findLives } from '../../lib/bond-life-query';
import { shapeScale } from '../../lib/chart-shape';
import { freshness } from '../../lib/freshness';
import * as repo from './emitent-map.repository';

type Row = repo.PointRow;
type Curve = NonNullable<Awaited<ReturnType<typeof repo.findCurve>>>;

/** How a bond that is no longer alive may still be offered on the map: it ended, as history. */
const ENDED_STATES = new Set(['matured', 'redeemed_early']);

/**
 * The issuer yield map (spec: GET /api/emitent-map-data/{emitentId}/): the latest usable tick
 * of every bond of the issuer and of its directly related issuers, on every ground, by
 * currency; the currency's government curve; the currencies and grounds to choose from.
 *
 * The points are the bonds alive on the map date (aliveOnSql, lib/bond-life.ts): a matured,
 * redeemed or defaulted bond's last quote (a yield at a duration near 0) is not the issuer's
 * curve. Bonds that matured or were redeemed early come apart (`emitentMapEnded`), on the live
 * points' currencies and grounds, for the page to show on request; a defaulted bond has no
 * yield to show at all.
 */
export async function getEmitentMap(
  db: Db,
  emitentId: number,
  lang: Language,
  subject: AccessSubject,
): Promise<EmitentMapResponse> {
  const emitent = await repo.findEmitent(db, emitentId);
  if (!emitent) throw notFound();
  const related = await repo.findRelatedEmitentIds(db, emitentId);
  const issuers = [emitentId, ...related];
  const mapDate = await repo.findMapDate(db, issuers);
  const rows = mapDate === null ? [] : await repo.findLatestPoints(db, issuers, mapDate);
  const live = rows.filter((r) => r.alive);
  const ended = await endedRows(
    db,
    rows.filter((r) => !r.alive),
    mapDate,
  );

  const byCurrency = groupBy(live, (r) => r.currencyId);
  const endedByCurrency = groupBy(ended, (r) => r.currencyId);
  const currencyIds = rankKeys(
    byCurrency,
    (list) => list.filter((r) => r.emitentId === emitentId).length * 1000 + list.length,
  );
  // The curve is public data of the same kind as the chart's values: shown to those who read
  // those values, else its shape on the same ranks as the points.
  const curveShaped = decideAccess(subject, 'chart.values') !== 'allowed';

  const points: EmitentMapPoint[] = [];
  const endedPoints: EmitentMapEndedPoint[] = [];
  const curves: Record<string, EmitentMapCurve> = {};
  const grounds: Record<string, EmitentMapOption[]> = {};
  for (const currencyId of currencyIds) {
    const list = byCurrency.get(currencyId)!;
    const byGround = groupBy(list, (r) => r.tradingGroundId);
    // Ended bonds only where the live map has a currency and ground to show them on.
    const history = (endedByCurrency.get(currencyId) ?? []).filter((r) =>
      byGround.has(r.tradingGroundId),
    );
    const latestDate = list.reduce((d, r) => (r.date > d ? r.date : d), '');
    const curve = await repo.findCurve(db, currencyId, latestDate);
    const tenors = curve?.points.map((p) => p.years) ?? [];
    const rates = curve?.points.map((p) => p.rate) ?? [];
    // One scale for the live points, the ended ones and the curve: shown together, they keep
    // their order.
    const xShape = shapeScale(
      [...list, ...history].map((r) => r.durationYears),
      tenors,
    );
    const yShape = shapeScale(
      [...list, ...history].map((r) => r.yieldPercent),
      rates,
    );
    if (curve) curves[currencyId] = curveOf(curve, lang, curveShaped, xShape, yShape);

    grounds[currencyId] = rankKeys(byGround, (l) => l.length).map((id) => ({
      id,
      text: pickText(byGround.get(id)![0]!.groundNames, lang),
    }));
    const shapedOn = (row: Row) =>
      decideValues(subject, 'chart.values', row.tradingGroundId) !== 'allowed';
    for (const row of sortedForMap(list))
      points.push(pointOf(row, emitentId, lang, shapedOn(row), xShape, yShape, mapDate!));
    for (const row of sortedForMap(history))
      endedPoints.push({
        ...pointOf(row, emitentId, lang, shapedOn(row), xShape, yShape, mapDate!),
        state: row.life.state as EmitentMapEndedPoint['state'],
        ended_on: row.life.endDate,
        end_event: row.life.endEvent,
      });
  }

  const currencyId = currencyIds[0] ?? null;
  return {
    emitentName: pickText(emitent.names, lang),
    emitentMap: points,
    emitentMapDate: mapDate,
    emitentMapEnded: endedPoints,
    emitentMapCurrencies: currencyIds.map((id) => ({
      id,
      text: byCurrency.get(id)![0]!.currencyCode,
    })),
    emitentMapCurrencyId: currencyId,
    emitentMapCurvesData: curves,
    emitentMapGroundId: currencyId === null ? null : (grounds[currencyId]?.[0]?.id ?? null),
    emitentMapGrounds: grounds,
  };
}

/**
 * The rows of bonds not alive on the map date that ended by maturity or early redemption
 * (lifeOf decides), each with its life; a tick after the bond's end is no quote of it.
 */
async function endedRows(db: Db, rows: readonly Row[], mapDate: string | null) {
  if (rows.length === 0 || mapDate === null) return [];
  const lives = await findLives(
    db,
    rows.map((r) => r.emissionId),
    mapDate,
  );
  return rows.flatMap((row) => {
    const life = lives.get(row.emissionId);
    if (!life || !ENDED_STATES.has(life.state)) return [];
    if (life.endDate !== null && row.date > life.endDate) return [];
    return [{ ...row, life }];
  });
}

/** By ground, then by duration. */
const sortedForMap = <R extends Row>(rows: readonly R[]) =>
  [...rows].sort(
    (a, b) => a.tradingGroundId - b.tradingGroundId || a.durationYears - b.durationYears,
  );

type Shape = (values: readonly (number | null)[]) => (number | null)[];

function pointOf(
  row: Row,
  emitentId: number,
  lang: Language,
  shaped: boolean,
  xShape: Shape,
  yShape: Shape,
  mapDate: string,
): EmitentMapPoint {
  const name = pickText(row.emissionNames, lang);
  // How old the quote is on the map date: stale past 7 days, as on the bond summary.
  const { ageDays, stale } = freshness(row.date, mapDate);
  return {
    id: row.emissionId,
    currency_id: row.currencyId,
    trading_ground_id: row.tradingGroundId,
    is_main_emission: row.emitentId === emitentId ? 1 : 0,
    emission_name: name,
    isin: row.isin,
    date: row.date,
    price: shaped ? null : row.price,
    duration: shaped ? null : row.durationYears,
    yield: shaped ? null : row.yieldPercent,
    x: shaped ? xShape([row.durationYears])[0]! : row.durationYears,
    y: shaped ? yShape([row.yieldPercent])[0]! : row.yieldPercent,
    name,
    ttl: `${name} (${pickText(row.emitentNames, lang)})`,
    shape_only: shaped,
    age_days: ageDays,
    stale,
  };
}

function curveOf(curve: Curve, lang: Language, shaped: boolean, xShape: Shape, yShape: Shape) {
  const xs = shaped ? xShape(curve.points.map((p) => p.years)) : curve.points.map((p) => p.years);
  const ys = shaped ? yShape(curve.points.map((p) => p.rate)) : curve.points.map((p) => p.rate);
  return {
    name: pickText(curve.names, lang),
    date: curve.date,
    shape_only: shaped,
    points: xs.map((x, i) => ({ x: x!, y: ys[i]! })),
  };
}

function groupBy<K, R extends Row>(rows: readonly R[], key: (row: R) => K): Map<K, R[]> {
  const groups = new Map<K, R[]>();
  for (const row of rows) {
    const list = groups.get(key(row));
    if (list) list.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/** The keys by weight, heaviest first, ties by the smaller id. */
function rankKeys(groups: Map<number, Row[]>, weight: (rows: Row[]) => number): number[] {
  return [...groups.keys()].sort(
    (a, b) => weight(groups.get(b)!) - weight(groups.get(a)!) || a - b,
  );
}
