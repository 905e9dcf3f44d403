import { rateToPercent } from '@bondsight/bond-math';
import type { participantQuotes } from '../../../db/schema/index';
import { chance, integer, normal, sample, stream } from '../random';
import type { Sink } from '../sql/bulk-writer';
import type { BondPlan, IssuerPlan } from '../world/types';
import type { DayQuote } from './ticks';

export type QuoteRow = typeof participantQuotes.$inferInsert;

/** Dealers are trading grounds 501...: banks of the world quoting bonds to their clients. */
export const DEALER_GROUND_BASE = 500;
export const QUOTE_DAYS = 20;

export interface Dealer {
  ground: number;
  company: IssuerPlan;
}

/** The dealers: the showcase bank first, then the world's biggest banks, Russian ones first. */
export function pickDealers(issuers: IssuerPlan[]): Dealer[] {
  const banks = issuers.filter((i) => i.kind === 'bank');
  const ordered = [
    ...banks.filter((b) => b.showcase),
    ...banks.filter((b) => !b.showcase && b.country === 'RU'),
    ...banks.filter((b) => !b.showcase && b.country !== 'RU'),
  ];
  return ordered
    .slice(0, 12)
    .map((company, k) => ({ ground: DEALER_GROUND_BASE + 1 + k, company }));
}

const round2 = (x: number) => Math.round(x * 100) / 100;

/**
 * Dealer quotes over the last weeks: each quoting dealer posts an intraday two-way price now
 * and then and an end-of-day price, around the market with its own skew; the yields and the
 * G-spread are bond-math's at those prices.
 */
export function quoterFor(
  seed: number,
  bond: BondPlan,
  dealers: Dealer[],
  sink: Sink<QuoteRow>,
): ((q: DayQuote, modelClean: number, half: number) => void) | null {
  const random = stream(seed, 'quotes', bond.id);
  const showcase = bond.issuer.showcase !== null;
  if (dealers.length === 0 || bond.liquidity === 'sparse' || (!showcase && !chance(random, 0.5)))
    return null;
  const chosen = showcase
    ? dealers.slice(0, Math.min(4, dealers.length))
    : sample(random, dealers, integer(random, 1, Math.min(4, dealers.length)));
  const skews = chosen.map(() => 0.1 * normal(random));
  return (q, modelClean, half) => {
    chosen.forEach((dealer, k) => {
      const mid = modelClean + (skews[k] ?? 0) + 0.05 * normal(random);
      for (const endOfDay of [false, true]) {
        if (!endOfDay && !chance(random, 0.6)) continue;
        if (endOfDay && !chance(random, 0.9)) continue;
        const width = half * (1 + random());
        const bid = round2(Math.max(0.5, mid - width));
        const ask = round2(mid + width);
        const indicative = round2((bid + ask) / 2);
        const yMid = q.bd.yieldOf(indicative);
        const a = q.bd.analytics(yMid);
        const put = q.offer?.type === 'put' && q.bd.toOffer ? q.bd.toOffer : null;
        const minute = endOfDay ? 18 * 60 + 45 : 600 + Math.floor(random() * 500);
        sink.push({
          emissionId: bond.id,
          participantId: dealer.ground,
          date: q.dayIso,
          time: `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}:00`,
          buyingQuote: bid,
          sellingQuote: ask,
          indicativePrice: indicative,
          indicativeYieldBid: rateToPercent(q.bd.yieldOf(bid)),
          indicativeYieldAsk: rateToPercent(q.bd.yieldOf(ask)),
          clearanceProfitEffect: rateToPercent(yMid),
          ytoBid: put ? rateToPercent(q.bd.yieldOf(bid, put)) : null,
          ytoOffer: put ? rateToPercent(q.bd.yieldOf(ask, put)) : null,
          offerProfitEffect: put ? rateToPercent(q.bd.yieldOf(indicative, put)) : null,
          gSpread: q.bd.gSpreadBp(yMid, a.macaulay, q.curve),
          tradingVolume: Math.round(Math.exp(normal(random)) * 10) * 1_000_000,
          endOfDay,
          source: 'demo',
        });
      }
    });
  };
}
