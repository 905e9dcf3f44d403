import {
  pickText,
  SIMILAR_PAGE_SIZE,
  type BondSummary,
  type Language,
  type SimilarBondsResponse,
} from '@bondsight/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import * as repo from './similar.repository';

/** Bonds like the given one, a page of the spec's 10 at a time (page 1 first). */
export async function getSimilarBonds(
  db: Db,
  id: number,
  page: number,
  lang: Language,
): Promise<SimilarBondsResponse> {
  const target = await repo.findTarget(db, id);
  if (!target) throw notFound();
  const { items, total } = await repo.findSimilar(
    db,
    target,
    SIMILAR_PAGE_SIZE,
    (page - 1) * SIMILAR_PAGE_SIZE,
  );
  const latest = await Promise.all(items.map((item) => repo.findLatestTick(db, item.id)));
  return {
    total,
    items: items.map((item, i) => {
      const tick = latest[i] ?? null;
      // A value marked bad data is not shown, like a missing one.
      const usable = (field: string, value: number | null) =>
        value === null || tick?.badData.includes(field) ? null : value;
      return {
        id: item.id,
        isin: item.isin,
        name: pickText(item.names, lang),
        emitent: { id: item.emitentId, name: pickText(item.emitentNames, lang) },
        sector: item.sector,
        currency: item.currency,
        maturityDate: item.maturityDate,
        coupon: {
          type: item.couponType as BondSummary['coupon']['type'],
          rate: item.couponRate,
        },
        statusId: item.statusId,
        latest: tick && {
          date: tick.date,
          tradingGroundId: tick.tradingGroundId,
          ytm: usable('ytm_last', tick.ytm),
          duration: usable('duration', tick.duration),
        },
      };
    }),
  };
}
