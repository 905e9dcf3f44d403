import { livedOn, yieldableOffersOn, type BondLife } from '../../lib/bond-life';
import type { RowYields } from './quote-rows';

/**
 * Which yields each quote row may show, by its day (lib/bond-life.ts decides the rule):
 * - to maturity, while the bond lived on that day and its maturity is its end (a bond redeemed
 *   early never reached the maturity such a yield goes to; a defaulted one's later prices are
 *   recovery values, not yields);
 * - to the row's offer (the tick's own, else the next after its day, as the source computed
 *   it), while that offer was still to come and inside the bond's life: never to an offer date
 *   already past, never to one after a call or maturity ended it.
 */
export function rowYields(life: BondLife, offers: readonly { date: string }[]) {
  return (day: string, offerDate: string | null): RowYields => {
    const offer = offerDate ?? offers.find((o) => o.date > day)?.date ?? null;
    return {
      toMaturity: livedOn(life, day) && life.state !== 'redeemed_early',
      toOffer: offer !== null && yieldableOffersOn([{ date: offer }], life, day).length > 0,
    };
  };
}
