import { percentToRate, rateToPercent, type PreparedBond } from '@bondsight/bond-math';
import type { LocalizedText } from '@bondsight/contracts';
import type { participantQuotes } from '../../../db/schema/index';
import { inYieldBand } from '../../../lib/yield-band';
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

/**
 * The portal's own valuation services, quoting as market participants: the grounds the bond
 * page links to their company pages (spec section 9: 328, 327, 78). Each bond a dealer quotes
 * gets one end-of-day valuation a day from the service for its market.
 */
export const VALUATION_SERVICES: { ground: number; names: LocalizedText }[] = [
  {
    ground: 328,
    names: {
      eng: 'Bondsight Onshore Estimation',
      rus: 'Оценка Bondsight (внутренний рынок)',
      chn: 'Bondsight 境内估值',
      deu: 'Bondsight Onshore-Bewertung',
    },
  },
  {
    ground: 327,
    names: {
      eng: 'Bondsight Valuation',
      rus: 'Bondsight Valuation',
      chn: 'Bondsight 估价',
      deu: 'Bondsight Bewertung',
    },
  },
  {
    ground: 78,
    names: {
      eng: 'Bondsight Local Custody Estimation',
      rus: 'Оценка Bondsight для местного депозитария',
      chn: 'Bondsight 本地托管估值',
      deu: 'Bondsight Bewertung für die lokale Verwahrung',
    },
  },
];

/** Russian bonds in roubles: onshore (328); other currencies: valuation (327); else local (78). */
function serviceFor(bond: BondPlan): number {
  if (bond.stored.currency !== 'RUB') return 327;
  return bond.issuer.country === 'RU' ? 328 : 78;
}

/**
 * Whether dealers quote the bond: the showcase always, an illiquid bond half the time, others
 * mostly. A defaulted issuer's bonds keep the first rule (half of the liquid ones, no sparse
 * one): a quoter makes the tick series visit days it skips, and after a default those visits
 * draw the recovery price from the ticks' own random stream.
 */
function quoted(bond: BondPlan, random: () => number): boolean {
  if (bond.issuer.showcase !== null) return true;
  const sparse = bond.liquidity === 'sparse';
  if (bond.issuer.defaultAt?.kind === 'default') return !sparse && chance(random, 0.5);
  return chance(random, sparse ? 0.5 : 0.9);
}

const round2 = (x: number) => Math.round(x * 100) / 100;
const round4 = (x: number) => Math.round(x * 1e4) / 1e4;

/**
 * A dealer's yield (%) at a price, to maturity or to the put: none for a defaulted bond (it is
 * quoted on recovery, DayQuote.defaulted) or outside the sane band (lib/yield-band.ts: a put
 * far out of the money days before it); quotes carry no bad-data flag, so a yield a dealer
 * would not stand by is left out.
 */
function quotedYield(q: DayQuote, price: number, to?: PreparedBond | null): number | null {
  if (q.defaulted || to === null) return null;
  const y = rateToPercent(q.bd.yieldOf(price, to));
  return inYieldBand(y) ? y : null;
}

/** The G-spread (bp) at a yield to maturity (%, quotedYield's); none where that is none. */
function quotedSpread(q: DayQuote, percent: number | null): number | null {
  if (percent === null) return null;
  const y = percentToRate(percent);
  return q.bd.gSpreadBp(y, q.bd.analytics(y).macaulay, q.curve);
}

/**
 * Dealer quotes over the last weeks: each quoting dealer posts an intraday two-way price now
 * and then and an end-of-day price, around the market with its own skew; the yields and the
 * G-spread are bond-math's at those prices. Skew and noise shrink with the day's noise scale
 * (the time left to the workout date, see noiseScale): a fixed 0.1 % of face would swing a
 * bond's yield by whole percent in its last weeks.
 */
export function quoterFor(
  seed: number,
  bond: BondPlan,
  dealers: Dealer[],
  sink: Sink<QuoteRow>,
): ((q: DayQuote, modelClean: number, half: number, scale: number) => void) | null {
  const random = stream(seed, 'quotes', bond.id);
  const showcase = bond.issuer.showcase !== null;
  if (dealers.length === 0 || !quoted(bond, random)) return null;
  const service = serviceFor(bond);
  const chosen = showcase
    ? dealers.slice(0, Math.min(4, dealers.length))
    : sample(random, dealers, integer(random, 1, Math.min(4, dealers.length)));
  const skews = chosen.map(() => 0.1 * normal(random));
  return (q, modelClean, half, scale) => {
    chosen.forEach((dealer, k) => {
      const mid = modelClean + scale * ((skews[k] ?? 0) + 0.05 * normal(random));
      for (const endOfDay of [false, true]) {
        if (!endOfDay && !chance(random, 0.6)) continue;
        if (endOfDay && !chance(random, 0.9)) continue;
        // At least a cent of face each side: dealers quote in whole cents.
        const width = Math.max(0.01, half * scale) * (1 + random());
        const bid = round2(Math.max(0.5, mid - width));
        const ask = round2(mid + width);
        const indicative = round2((bid + ask) / 2);
        const put = q.offer?.type === 'put' && q.bd.toOffer ? q.bd.toOffer : null;
        const midYield = quotedYield(q, indicative);
        const minute = endOfDay ? 18 * 60 + 45 : 600 + Math.floor(random() * 500);
        sink.push({
          emissionId: bond.id,
          participantId: dealer.ground,
          date: q.dayIso,
          time: `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}:00`,
          buyingQuote: bid,
          sellingQuote: ask,
          indicativePrice: indicative,
          indicativeYieldBid: quotedYield(q, bid),
          indicativeYieldAsk: quotedYield(q, ask),
          clearanceProfitEffect: midYield,
          ytoBid: quotedYield(q, bid, put),
          ytoOffer: quotedYield(q, ask, put),
          offerProfitEffect: quotedYield(q, indicative, put),
          gSpread: quotedSpread(q, midYield),
          tradingVolume: Math.round(Math.exp(normal(random)) * 10) * 1_000_000,
          endOfDay,
          source: 'demo',
        });
      }
    });
    // The service's valuation: one price at the close, near the model, with no bid or ask.
    const price = round4(Math.max(0.5, modelClean + 0.03 * scale * normal(random)));
    const put = q.offer?.type === 'put' && q.bd.toOffer ? q.bd.toOffer : null;
    const valuationYield = quotedYield(q, price);
    sink.push({
      emissionId: bond.id,
      participantId: service,
      date: q.dayIso,
      time: '19:00:00',
      buyingQuote: null,
      sellingQuote: null,
      indicativePrice: price,
      indicativeYieldBid: null,
      indicativeYieldAsk: null,
      clearanceProfitEffect: valuationYield,
      ytoBid: null,
      ytoOffer: null,
      offerProfitEffect: quotedYield(q, price, put),
      gSpread: quotedSpread(q, valuationYield),
      tradingVolume: null,
      endOfDay: true,
      source: 'demo',
    });
  };
}
