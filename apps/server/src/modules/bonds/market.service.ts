import {
  decideValues,
  NSD_TRADING_GROUND_ID,
  type AccessSubject,
  type Language,
  type Liquidity,
  type SummaryQuote,
} from '@bondsight/contracts';
import type { Db } from '../../db/client';
import { toArchiveTick } from './archive-tick';
import { liquidityWindow } from './freshness';
import * as repo from './market.repository';

const KIND = 'bond.latest_quotes';

/**
 * The summary's latest price and yields: the newest priced day among the grounds whose values
 * the subject may see; on one day an exchange before other grounds, then the lower id. When
 * the subject may see none (a bond valued only by the NSD), the best hidden one comes masked,
 * so the page says why rather than nothing.
 */
export async function summaryQuote(
  db: Db,
  emissionId: number,
  asOf: string,
  lang: Language,
  subject: AccessSubject,
): Promise<SummaryQuote | null> {
  const rows = await repo.findLatestPricedPerGround(db, emissionId);
  const visible = (groundId: number) => decideValues(subject, KIND, groundId) === 'allowed';
  const [best] = rows.sort(
    (a, b) =>
      Number(visible(b.tradingGroundId)) - Number(visible(a.tradingGroundId)) ||
      b.date.localeCompare(a.date) ||
      Number(b.isExchange) - Number(a.isExchange) ||
      a.tradingGroundId - b.tradingGroundId,
  );
  if (!best) return null;
  const tick = toArchiveTick(best, lang, subject, KIND, asOf);
  return {
    date: tick.date,
    tradingGroundId: tick.tradingGroundId,
    tradingGroundName: tick.tradingGroundName,
    isExchange: best.isExchange,
    ageDays: tick.ageDays,
    stale: tick.stale,
    cleanPrice: tick.cleanPrice,
    priceOrigin: tick.priceOrigin,
    ytm: tick.ytm,
    exchangeYield: tick.exchangeYield,
  };
}

/**
 * The liquidity line over the window ending on the data's as-of date. The NSD ground's ticks
 * count only for a subject who may see them: no number derived from hidden values leaves.
 */
export async function summaryLiquidity(
  db: Db,
  emissionId: number,
  asOf: string,
  subject: AccessSubject,
): Promise<Liquidity> {
  const window = liquidityWindow(asOf);
  const hiddenGroundIds =
    decideValues(subject, KIND, NSD_TRADING_GROUND_ID) === 'allowed' ? [] : [NSD_TRADING_GROUND_ID];
  const stats = await repo.findLiquidity(db, { emissionId, ...window, hiddenGroundIds });
  return { ...window, ...stats };
}
