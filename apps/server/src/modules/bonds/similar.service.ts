import {
  decideAccess,
  decideGroundValues,
  NSD_TRADING_GROUND_ID,
  pickText,
  SIMILAR_PAGE_SIZE,
  type AccessSubject,
  type BondSummary,
  type Language,
  type SimilarBondsResponse,
} from '@bondsight/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { shownDurationOrSpread, shownYield, usable } from '../../lib/display-rules';
import { freshness } from '../../lib/freshness';
import { revealer } from '../../lib/masking';
import * as repo from './similar.repository';

/**
 * Bonds like the given one, a page of the spec's 10 at a time (page 1 first): live bonds of its
 * currency ranked by issuer kind, coupon kind, credit quality and duration (similar.repository).
 */
export async function getSimilarBonds(
  db: Db,
  id: number,
  page: number,
  lang: Language,
  subject: AccessSubject,
): Promise<SimilarBondsResponse> {
  const found = await repo.findTarget(db, id);
  if (!found) throw notFound();
  const { items, total } = await repo.findSimilar(
    db,
    found,
    SIMILAR_PAGE_SIZE,
    (page - 1) * SIMILAR_PAGE_SIZE,
  );
  // A row shows one number per bond: taken from a ground whose values the subject may see,
  // rather than masked.
  const hiddenGrounds =
    decideGroundValues(subject, NSD_TRADING_GROUND_ID) === 'allowed' ? [] : [NSD_TRADING_GROUND_ID];
  // The one latest tick of each similar bond follows the latest quotes' rule (a teaser).
  const reveal = revealer(decideAccess(subject, 'bond.latest_quotes'));
  const latest = await repo.findLatestTicks(
    db,
    items.map((item) => item.id),
    hiddenGrounds,
  );
  return {
    total,
    items: items.map((item) => {
      const tick = latest.get(item.id) ?? null;
      const ytm = tick && shownYield(usable(tick.ytm, 'ytm_last', tick.badData));
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
          ytm: reveal(ytm),
          duration: reveal(
            shownDurationOrSpread(usable(tick.duration, 'duration', tick.badData), ytm),
          ),
          ...freshness(tick.date, tick.asOf),
        },
      };
    }),
  };
}
