/**
 * What the map draws for one currency and ground: the points left after removals, split into
 * the issuer's own (main) and related issuers' ones, the added points, the bonds that ended
 * (when asked for), the curve cut at the largest x, and the trend over the live bonds and the
 * added points only (an ended bond's last quote is history, not the issuer's curve). Pure: the
 * widget derives it from its state.
 */
import type { TrendType } from '../types';
import { cutCurve, mapAxisMin } from './map-layout';
import { mapTrendLine } from './map-trend';
import type { AddedPoint, XY, YieldMapData, YieldMapEndedPoint, YieldMapPoint } from './types';

/** A point's key: a bond has one point per ground. */
export const pointKey = (p: Pick<YieldMapPoint, 'id' | 'trading_ground_id'>) =>
  `${p.id}:${p.trading_ground_id}`;

export interface MapViewInput {
  data: YieldMapData;
  currencyId: number;
  groundId: number;
  removed: ReadonlySet<string>;
  added: readonly AddedPoint[];
  trend: TrendType;
  /** Draw the bonds that matured or were redeemed early (off by default). */
  showEnded?: boolean;
}

export interface MapView {
  main: YieldMapPoint[];
  others: YieldMapPoint[];
  added: readonly AddedPoint[];
  /** The ended bonds drawn: empty unless asked for. */
  ended: YieldMapEndedPoint[];
  /** Ended bonds on this currency and ground, drawn or not (the switch shows when any). */
  endedCount: number;
  /** The values are ranks: axes, tooltips' values and added points are off. */
  shaped: boolean;
  curve: { name: string; points: XY[] } | null;
  trend: XY[] | null;
  xMin: number;
}

export function groundsOf(data: YieldMapData, currencyId: number) {
  return data.emitentMapGrounds[String(currencyId)] ?? [];
}

/** Spec section 4: a new currency keeps the ground if it has it, else takes its first one. */
export function groundForCurrency(data: YieldMapData, currencyId: number, current: number) {
  const grounds = groundsOf(data, currencyId);
  return grounds.some((g) => g.id === current) ? current : (grounds[0]?.id ?? current);
}

export function buildMapView(input: MapViewInput): MapView {
  const { data, currencyId, groundId, removed, added, trend } = input;
  const onView = <P extends YieldMapPoint>(points: readonly P[]) =>
    points.filter(
      (p) =>
        p.currency_id === currencyId &&
        p.trading_ground_id === groundId &&
        !removed.has(pointKey(p)),
    );
  const shown = onView(data.emitentMap);
  const endedHere = onView(data.emitentMapEnded ?? []);
  const ended = input.showEnded ? endedHere : [];
  const shaped = shown.some((p) => p.shape_only);
  // Added points are in values: they mean nothing on ranks.
  const addedShown = shaped ? [] : added;
  // The trend's points: the live bonds and the user's own, never the ended ones.
  const fitted: XY[] = [
    ...shown.map((p) => [p.x, p.y] as const),
    ...addedShown.map((p) => [p.duration, p.yield] as const),
  ];
  const drawn: XY[] = [...fitted, ...ended.map((p) => [p.x, p.y] as const)];
  const stored = data.emitentMapCurvesData[String(currencyId)];
  // A curve is drawn on the points' own scale only (values with values, ranks with ranks).
  const curve =
    stored && stored.shape_only === shaped
      ? {
          name: stored.name,
          points: cutCurve(
            stored.points.map((p) => [p.x, p.y] as const),
            drawn,
          ),
        }
      : null;
  return {
    main: shown.filter((p) => p.is_main_emission === 1),
    others: shown.filter((p) => p.is_main_emission === 0),
    added: addedShown,
    ended,
    endedCount: endedHere.length,
    shaped,
    curve: curve && curve.points.length > 0 ? curve : null,
    trend: mapTrendLine(fitted, trend),
    xMin: mapAxisMin(drawn),
  };
}
