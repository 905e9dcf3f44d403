import { rateToPercent, type CalendarDate, type ZeroCurve } from '@bondsight/bond-math';
import type { tradingTicks } from '../../../db/schema/index';
import { inYieldBand, TICK_YIELD_FIELDS } from '../../../lib/yield-band';
import { iso, yearsBetween } from '../dates';
import { normal, type Random } from '../random';
import type { BondPlan, OfferPlan } from '../world/types';
import type { Analytics, BondDay } from './bond-day';
import type { BenchmarkQuote } from './benchmarks';

/** Chooses a tick's T-spread benchmark by the tick's Macaulay duration; null: not a fit one. */
export type BenchmarkChooser = ((macaulay: number) => BenchmarkQuote | null) | null;

export type TickRow = typeof tradingTicks.$inferInsert;

const round4 = (x: number) => Math.round(x * 1e4) / 1e4;
const round2 = (x: number) => Math.round(x * 100) / 100;

/**
 * Flags the tick's yields outside the sane band (lib/yield-band.ts: a distressed bond at 40 %
 * of face months before maturity) as bad data, as an exchange marks a yield it does not stand
 * by: stored, not shown as a yield. Spreads taken from a flagged reference yield go with it.
 */
function flagOutOfBand(row: TickRow): void {
  const flagged = TICK_YIELD_FIELDS.filter(([key]) => {
    const value = row[key];
    return value !== null && value !== undefined && !inYieldBand(value);
  }).map(([, column]) => column);
  if (flagged.length === 0) return;
  const spreads = flagged.includes('ytm_close') || flagged.includes('indicative_yield');
  const all = [...(row.badData ?? []), ...flagged, ...(spreads ? ['g_spread', 't_spread'] : [])];
  row.badData = [...new Set(all)];
}

export interface DayQuote {
  bond: BondPlan;
  bd: BondDay;
  day: CalendarDate;
  dayIso: string;
  curve: ZeroCurve;
  offer: OfferPlan | null;
  /**
   * The issuer is in default on this day: the bond trades on what holders expect to recover,
   * not on its cash flows, so its ticks and quotes carry prices only, no yield, duration or
   * spread (a yield to a maturity it will not pay would be 500 % of nothing).
   */
  defaulted: boolean;
  random: Random;
}

/** Analytics and spreads at a tick's reference yield (the close, or the valuation). */
function analyticsFields(
  q: DayQuote,
  clean: number,
  y: number,
  choose: BenchmarkChooser,
): Partial<TickRow> & { a: Analytics } {
  const a = q.bd.analytics(y);
  const fields: Partial<TickRow> & { a: Analytics } = {
    a,
    dur: a.macaulay,
    duration: a.macaulayDays,
    durMod: a.modified,
    modifiedDuration: a.modified,
    convexity: a.convexity,
    pvbp: a.pvbp,
    // A linker's real yield has no spread over the nominal curve.
    gSpread:
      q.bond.stored.couponType === 'inflation' ? null : q.bd.gSpreadBp(y, a.macaulay, q.curve),
    couponProfitEffect: clean > 0 ? (q.bd.couponRate() * 100 * 100) / clean : null,
    clearanceProfitEffect: rateToPercent(y),
  };
  const benchmark = q.bond.issuer.kind === 'sovereign' ? null : (choose?.(a.macaulay) ?? null);
  if (benchmark) {
    fields.tSpread = (y - benchmark.yield) * 1e4;
    fields.tSpreadBenchmark = benchmark.name;
  }
  const to = q.bd.toOffer;
  if (to && q.offer) {
    const yo = q.bd.yieldOf(clean, to);
    const ao = q.bd.analytics(yo, to);
    const put = q.offer.type === 'put';
    Object.assign(
      fields,
      put
        ? { ytoClose: rateToPercent(yo), ytoLast: rateToPercent(yo) }
        : { ytcClose: rateToPercent(yo), ytcLast: rateToPercent(yo) },
    );
    Object.assign(fields, {
      offerDate: iso(q.offer.date),
      durTo: ao.macaulay,
      durModTo: ao.modified,
      convexityOffer: ao.convexity,
      pvbpOffer: ao.pvbp,
      yearsToOffert: yearsBetween(q.day, q.offer.date),
      offerProfitEffect: rateToPercent(yo),
    });
  }
  return fields;
}

/**
 * A tick with every field present (null when empty) in one fixed order: rows of one shape
 * keep V8's property access fast when millions of them are encoded.
 */
function base(q: DayQuote, ground: number): TickRow {
  return {
    emissionId: q.bond.id,
    tradingGroundId: ground,
    date: q.dayIso,
    buyingQuote: null,
    sellingQuote: null,
    bidAskSpread: null,
    midPrice: null,
    openPrice: null,
    minPrice: null,
    maxPrice: null,
    lastPrice: null,
    avarPrice: null,
    legalClosePrice: null,
    marketPrice: null,
    marketPrice2: null,
    admittedQuote: null,
    indicativePrice: null,
    indicativePriceType: null,
    previousIndicativePrice: null,
    ytmBid: null,
    ytmOffer: null,
    ytmLast: null,
    ytmClose: null,
    ytoLast: null,
    ytoClose: null,
    ytcLast: null,
    ytcClose: null,
    clearanceProfitEffect: null,
    offerProfitEffect: null,
    couponProfitEffect: null,
    indicativeYield: null,
    indicativeYieldType: null,
    offerDate: null,
    nkd: q.bd.accrued,
    dur: null,
    durTo: null,
    duration: null,
    durMod: null,
    durModTo: null,
    modifiedDuration: null,
    yearsToMaturity: yearsBetween(q.day, q.bond.terms.maturityDate),
    yearsToOffert: null,
    convexity: null,
    convexityOffer: null,
    pvbp: null,
    pvbpOffer: null,
    volumeMoney: null,
    volume: null,
    overturn: null,
    agreementNumber: null,
    gSpread: null,
    tSpread: null,
    tSpreadBenchmark: null,
    boardName: null,
    lastDeal: null,
    badData: [],
    source: 'demo',
  };
}

/**
 * The exchange's price step, % of face: its trades and quotes land on it (MOEX: 0.01 for most
 * bonds, 0.001 for federal loans; the 2021 whole-market snapshot's last prices have two
 * decimals but for a few dozen government ones). The weighted average and valuations keep four.
 */
function priceStep(bond: DayQuote['bond']): number {
  return bond.issuer.kind === 'sovereign' ? 0.001 : 0.01;
}

/** An exchange's day: trades (open, min, max, last, close, volume) or only bid and ask. */
export function exchangeTick(
  q: DayQuote,
  ground: number,
  traded: boolean,
  modelClean: number,
  half: number,
  benchmark: BenchmarkChooser,
  board: string | null,
): { row: TickRow; closeYield: number | null; macaulay: number | null } {
  const r = q.random;
  const row = base(q, ground);
  const step = priceStep(q.bond);
  const onStep = (price: number) => +(Math.round(price / step) * step).toFixed(4);
  const close = onStep(Math.max(0.5, modelClean));
  const bidMissing = !traded && r() < 0.15;
  const askMissing = !traded && !bidMissing && r() < 0.15;
  const bid = onStep(Math.max(0.1, close - half * (0.6 + 0.8 * r())));
  // Quotes a step apart at least: on the step, a tight book would otherwise cross.
  const ask = Math.max(onStep(close + half * (0.6 + 0.8 * r())), +(bid + step).toFixed(4));
  const yieldOf = (price: number) => (q.defaulted ? null : rateToPercent(q.bd.yieldOf(price)));
  if (!bidMissing) Object.assign(row, { buyingQuote: bid, ytmBid: yieldOf(bid) });
  if (!askMissing) Object.assign(row, { sellingQuote: ask, ytmOffer: yieldOf(ask) });
  if (!bidMissing && !askMissing)
    Object.assign(row, { bidAskSpread: round4(ask - bid), midPrice: round4((bid + ask) / 2) });
  if (!traded) {
    flagOutOfBand(row);
    return { row, closeYield: null, macaulay: null };
  }
  const offMarket = r() < 0.003;
  const last = offMarket
    ? onStep(close * (1 + (r() < 0.5 ? -0.03 : 0.03)))
    : onStep(close + half * 0.4 * normal(r));
  const open = onStep(close + half * normal(r));
  const min = onStep(Math.max(0.1, Math.min(open, last, close) - Math.abs(half * 0.5 * normal(r))));
  const max = onStep(Math.max(open, last, close) + Math.abs(half * 0.5 * normal(r)));
  const avar = round4(min + (max - min) * (0.3 + 0.4 * r()));
  const volume = Math.max(
    1,
    Math.round(
      Math.exp(
        normal(r) +
          Math.log(q.bond.liquidity === 'daily' ? 4000 : q.bond.liquidity === 'active' ? 400 : 40),
      ),
    ),
  );
  const money = round2((volume * q.bond.stored.faceValue * avar) / 100);
  const minute = 600 + Math.floor(r() * 519);
  Object.assign(row, {
    openPrice: open,
    minPrice: min,
    maxPrice: max,
    lastPrice: last,
    avarPrice: avar,
    legalClosePrice: close,
    marketPrice: avar,
    marketPrice2: avar,
    admittedQuote: close,
    volume,
    volumeMoney: money,
    overturn: money,
    agreementNumber: Math.max(1, Math.round(volume / (20 + 200 * r()))),
    boardName: board,
    lastDeal: `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}:${String(Math.floor(r() * 60)).padStart(2, '0')}`,
  });
  if (offMarket) row.badData = ['last_price', 'ytm_last'];
  if (q.defaulted) return { row, closeYield: null, macaulay: null };
  const y = q.bd.yieldOf(close);
  const { a, ...fields } = analyticsFields(q, close, y, benchmark);
  Object.assign(row, fields, {
    ytmLast: rateToPercent(q.bd.yieldOf(last)),
    ytmClose: rateToPercent(y),
  });
  flagOutOfBand(row);
  return { row, closeYield: y, macaulay: a.macaulay };
}

/** The estimation (4) or NSD valuation (381) ground: one price a day, with its analytics. */
export function valuationTick(
  q: DayQuote,
  ground: number,
  clean: number,
  previous: number | null,
  benchmark: BenchmarkChooser,
): { row: TickRow; dirty: number; macaulay: number | null } {
  const row = base(q, ground);
  const price = round4(Math.max(0.5, clean));
  const dirty = price + q.bd.accruedPct;
  const prices = {
    lastPrice: price,
    indicativePrice: price,
    previousIndicativePrice: previous,
    indicativePriceType: ground === 381 ? 'valuation' : 'estimation',
    marketPrice: ground === 381 ? price : null,
  };
  if (q.defaulted) return { row: Object.assign(row, prices), dirty, macaulay: null };
  const y = q.bd.yieldOf(price);
  const { a, ...fields } = analyticsFields(q, price, y, benchmark);
  const put = q.offer?.type === 'put' && q.bd.toOffer;
  Object.assign(row, fields, prices, {
    ytmLast: rateToPercent(y),
    indicativeYield: put ? fields.ytoLast : rateToPercent(y),
    indicativeYieldType: put ? 'Offer' : 'Clearance',
  });
  if (q.random() < 0.002) row.badData = ['g_spread'];
  flagOutOfBand(row);
  return { row, dirty, macaulay: a.macaulay };
}
