import {
  decideAccess,
  decideValues,
  pickText,
  type AccessSubject,
  type EmitentMapCurve,
  type EmitentMapOption,
  type EmitentMapPoint,
  type EmitentMapResponse,
  type Language,
} from '@bondsight/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { shapeScale } from '../../lib/chart-shape';
import * as repo from './emitent-map.repository';

type Row = repo.PointRow;
type Curve = NonNullable<Awaited<ReturnType<typeof repo.findCurve>>>;

/**
 * The issuer yield map (spec: GET /api/emitent-map-data/{emitentId}/): the latest usable tick
 * of every bond of the issuer and of its directly related issuers, on every ground, by
 * currency; the currency's government curve; the currencies and grounds to choose from.
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
  const rows = await repo.findLatestPoints(db, [emitentId, ...related]);

  const byCurrency = groupBy(rows, (r) => r.currencyId);
  const currencyIds = rankKeys(
    byCurrency,
    (list) => list.filter((r) => r.emitentId === emitentId).length * 1000 + list.length,
  );
  // The curve is public data of the same kind as the chart's values: shown to those who read
  // those values, else its shape on the same ranks as the points.
  const curveShaped = decideAccess(subject, 'chart.values') !== 'allowed';

  const points: EmitentMapPoint[] = [];
  const curves: Record<string, EmitentMapCurve> = {};
  const grounds: Record<string, EmitentMapOption[]> = {};
  for (const currencyId of currencyIds) {
    const list = byCurrency.get(currencyId)!;
    const latestDate = list.reduce((d, r) => (r.date > d ? r.date : d), '');
    const curve = await repo.findCurve(db, currencyId, latestDate);
    const tenors = curve?.points.map((p) => p.years) ?? [];
    const rates = curve?.points.map((p) => p.rate) ?? [];
    const xShape = shapeScale(
      list.map((r) => r.durationYears),
      tenors,
    );
    const yShape = shapeScale(
      list.map((r) => r.yieldPercent),
      rates,
    );
    if (curve) curves[currencyId] = curveOf(curve, lang, curveShaped, xShape, yShape);

    const byGround = groupBy(list, (r) => r.tradingGroundId);
    grounds[currencyId] = rankKeys(byGround, (l) => l.length).map((id) => ({
      id,
      text: pickText(byGround.get(id)![0]!.groundNames, lang),
    }));
    const sorted = [...list].sort(
      (a, b) => a.tradingGroundId - b.tradingGroundId || a.durationYears - b.durationYears,
    );
    for (const row of sorted) {
      const shaped = decideValues(subject, 'chart.values', row.tradingGroundId) !== 'allowed';
      points.push(pointOf(row, emitentId, lang, shaped, xShape, yShape));
    }
  }

  const currencyId = currencyIds[0] ?? null;
  return {
    emitentName: pickText(emitent.names, lang),
    emitentMap: points,
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

type Shape = (values: readonly (number | null)[]) => (number | null)[];

function pointOf(
  row: Row,
  emitentId: number,
  lang: Language,
  shaped: boolean,
  xShape: Shape,
  yShape: Shape,
): EmitentMapPoint {
  const name = pickText(row.emissionNames, lang);
  return {
    id: row.emissionId,
    currency_id: row.currencyId,
    trading_ground_id: row.tradingGroundId,
    is_main_emission: row.emitentId === emitentId ? 1 : 0,
    emission_name: name,
    date: row.date,
    price: shaped ? null : row.price,
    duration: shaped ? null : row.durationYears,
    yield: shaped ? null : row.yieldPercent,
    x: shaped ? xShape([row.durationYears])[0]! : row.durationYears,
    y: shaped ? yShape([row.yieldPercent])[0]! : row.yieldPercent,
    name,
    ttl: `${name} (${pickText(row.emitentNames, lang)})`,
    shape_only: shaped,
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

function groupBy<K>(rows: readonly Row[], key: (row: Row) => K): Map<K, Row[]> {
  const groups = new Map<K, Row[]>();
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
