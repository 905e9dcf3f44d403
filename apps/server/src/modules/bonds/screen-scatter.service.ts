import {
  pickText,
  SCREEN_SCATTER_CAP,
  type BondKind,
  type Language,
  type ScreenScatterCurve,
  type ScreenScatterQuery,
  type ScreenScatterResponse,
} from '@bondsight/contracts';
import type { Db } from '../../db/client';
import { chooseCurve, findCurveIndex, findCurveOn } from '../../lib/government-curves';
import { engineCurveOf, moexParamsOf } from '../../lib/stored-curve';
import { gradeOf, resolveWhere } from './bond-list.service';
import { curveAsZeroBonds, curveCurrencyOf, PARAMETRIC_CURVE_YEARS } from './screen-scatter-curve';
import * as repo from './screen-scatter.repository';

/**
 * The screen's yield/duration map: the list's bonds with a shown yield and duration as points
 * (the list's filter, resolved by resolveWhere, and its display rules), at most `cap` of them,
 * and the government curve of the screen's currency. `cap` is a parameter for tests.
 */
export async function getScreenScatter(
  db: Db,
  query: ScreenScatterQuery,
  lang: Language,
  cap = SCREEN_SCATTER_CAP,
): Promise<ScreenScatterResponse> {
  const where = await resolveWhere(db, query);
  const [rows, counts] = await Promise.all([
    repo.findScatterPoints(db, where, cap),
    repo.countScatterPoints(db, where),
  ]);
  const total = counts.reduce((sum, c) => sum + Number(c.count), 0);
  const currency = curveCurrencyOf(query.currency, counts);
  // The curve's date: the newest price among the currency's points (the screener reads each
  // bond's Z-spread curve on or before its own price's date).
  const day = counts.find((c) => c.currency === currency)?.newestPriceDate ?? null;
  return {
    points: rows.map((row) => ({
      id: row.id,
      name: pickText(row.names, lang),
      isin: row.isin,
      emitentName: pickText(row.emitentNames, lang),
      bondKind: row.bondKind as BondKind,
      currency: row.currency,
      // The where clause keeps only rows with both numbers.
      yield: Number(row.yield),
      duration: Number(row.duration),
      rating: gradeOf(row.ratingRank),
      priceDate: row.priceDate,
    })),
    total,
    capped: total > cap,
    cap,
    currency,
    curve: currency && day ? await governmentCurve(db, currency, day, lang) : null,
  };
}

async function governmentCurve(
  db: Db,
  currency: string,
  day: string,
  lang: Language,
): Promise<ScreenScatterCurve | null> {
  const choice = chooseCurve(await findCurveIndex(db), currency, day);
  if (!choice) return null;
  const stored = await findCurveOn(db, choice.curve.id, choice.date);
  const zero = engineCurveOf({ kind: choice.curve.kind, ...stored });
  if (!zero) return null;
  const longest = moexParamsOf(stored.params)
    ? PARAMETRIC_CURVE_YEARS
    : Math.max(...stored.points.map((p) => p.years));
  return {
    currency,
    name: pickText(choice.curve.names, lang),
    date: choice.date,
    points: curveAsZeroBonds(zero, longest),
  };
}
