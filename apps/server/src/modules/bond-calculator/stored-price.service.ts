import {
  decideGroundValues,
  decideValues,
  NSD_TRADING_GROUND_ID,
  pickText,
  type AccessSubject,
  type Language,
  type StoredPrice,
} from '@bondsight/contracts';
import type { Db } from '../../db/client';
import { shownYield, usable } from '../../lib/display-rules';
import { revealer } from '../../lib/masking';
import * as repo from './bond-calculator.repository';

/** Grounds whose values the subject may not see: left out when another ground has a price. */
export const hiddenGroundsFor = (subject: AccessSubject): number[] =>
  decideGroundValues(subject, NSD_TRADING_GROUND_ID) === 'allowed' ? [] : [NSD_TRADING_GROUND_ID];

/**
 * A bond's latest stored price on or before a date, as the subject may see it: market data
 * under the latest quotes' rule (a public teaser) and the ground's own rule. A ground the
 * subject may see is preferred; when only a withheld one has a price, it comes masked, so
 * the page can say why instead of showing nothing.
 */
export async function latestStoredPrice(
  db: Db,
  emissionId: number,
  onOrBefore: string | null,
  subject: AccessSubject,
  lang: Language,
): Promise<StoredPrice | null> {
  const row =
    (await repo.findLatestPrice(db, emissionId, onOrBefore, hiddenGroundsFor(subject))) ??
    (await repo.findLatestPrice(db, emissionId, onOrBefore, []));
  if (!row || row.cleanPrice === null) return null;
  const reveal = revealer(decideValues(subject, 'bond.latest_quotes', row.tradingGroundId));
  return {
    date: row.date,
    tradingGroundId: row.tradingGroundId,
    tradingGroundName: pickText(row.groundNames, lang),
    cleanPrice: reveal(row.cleanPrice),
    ytm: reveal(shownYield(usable(row.ytm, 'ytm_last', row.badData))),
    source: row.source,
  };
}
