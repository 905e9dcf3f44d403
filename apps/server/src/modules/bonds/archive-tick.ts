import { decideValues, pickText, type AccessSubject, type Language } from '@bondsight/contracts';
import { shownDurationOrSpread, shownYield, usable } from '../../lib/display-rules';
import { revealer } from '../../lib/masking';
import type * as repo from './bonds.repository';
import { freshness, priceOriginOf } from './freshness';

export type TickRow = Awaited<ReturnType<typeof repo.findTicks>>[number];

/**
 * An archive row as the subject may see it: display rules first, then masking by the rule of
 * the values' kind (the latest quotes, a public teaser; or the export's history) and by ground;
 * with who stands behind its price and how old it is on the data's as-of date.
 */
export function toArchiveTick(
  row: TickRow,
  lang: Language,
  subject: AccessSubject,
  kind: 'bond.latest_quotes' | 'bond.archive.export',
  asOf: string,
) {
  const reveal = revealer(decideValues(subject, kind, row.tradingGroundId));
  const ytm = shownYield(usable(row.ytm, 'ytm_last', row.badData));
  const exchangeYield = shownYield(usable(row.exchangeYield, 'ytm_close', row.badData));
  return {
    date: row.date,
    tradingGroundId: row.tradingGroundId,
    tradingGroundName: pickText(row.groundNames, lang),
    cleanPrice: reveal(usable(row.cleanPrice, 'last_price', row.badData)),
    ytm: reveal(ytm),
    exchangeYield: reveal(exchangeYield),
    accruedInterest: reveal(usable(row.nkd, 'nkd', row.badData)),
    duration: reveal(shownDurationOrSpread(usable(row.duration, 'duration', row.badData), ytm)),
    // The exchange's, blanked by the exchange's own yield.
    exchangeDuration: reveal(
      shownDurationOrSpread(
        usable(row.exchangeDuration, 'exchange_duration', row.badData),
        exchangeYield,
      ),
    ),
    volume: reveal(usable(row.volume, 'volume', row.badData)),
    source: row.source,
    priceOrigin: priceOriginOf(row.tradingGroundId),
    ...freshness(row.date, asOf),
  };
}
