import type { MaskedValue, QuoteRow } from '@bondsight/contracts';
import { shownDurationOrSpread, shownYield, usable } from '../../lib/display-rules';
import type { findLatestTicks, findParticipantQuotes } from './mp-quotes.repository';

export type TickRow = Awaited<ReturnType<typeof findLatestTicks>>[number];
export type ParticipantQuoteRow = Awaited<ReturnType<typeof findParticipantQuotes>>[number];
type Reveal = <T>(value: T) => T | MaskedValue;

/**
 * Which yields a row's day allows (lib/bond-life.ts, see row-yields.ts): to maturity while the
 * bond lived toward it, to the row's offer while that offer was still to come within its life.
 */
export interface RowYields {
  toMaturity: boolean;
  toOffer: boolean;
}

/** What a row tells of its source: the parts of the spec's quote row that are not values. */
export interface RowSource {
  id: number;
  name: string;
  url: string | null;
  emitentId: number | null;
  responsePersonId: number | null;
  hideQuotes: boolean;
}

const DAY_MS = 86_400_000;
export const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`);
/** The day `days` before `date` (YYYY-MM-DD). */
export const daysBefore = (date: string, days: number) =>
  new Date(dayNumber(date) - days * DAY_MS).toISOString().slice(0, 10);

const side = (price: number | null) => (price === null ? '-' : price.toFixed(4));

/** Spec "buying_selling_quote (mobile)": bid and ask in one cell; null when both are missing. */
function bidAsk(bid: number | null, ask: number | null): string | null {
  return bid === null && ask === null ? null : `${side(bid)} / ${side(ask)}`;
}

function header(source: RowSource, date: string, time: string | null) {
  const hhmm = time ? time.slice(0, 5) : null;
  return {
    trading_ground_id: source.id,
    name: source.name,
    url: source.url,
    date,
    date_numeric: dayNumber(date),
    time: hhmm,
    date_time: hhmm ? `${date}T${hhmm}` : date,
  };
}

function footer(source: RowSource, archive: string | null) {
  return {
    archive,
    mp_contacts_emitent_id: source.emitentId,
    response_person_id: source.responsePersonId,
    hide_quotes: source.hideQuotes,
  };
}

/**
 * A ground's daily tick as a quote row: values marked bad data are blank like missing ones,
 * yields the row's day does not allow (`yields`) are blank, then the spec's display rules
 * (yields above 2000 % blank; spreads blank above a 20 % yield), then the subject's access
 * (`reveal`). Its indicative price is the valuation, or the close.
 */
export function tickQuoteRow(
  tick: TickRow,
  source: RowSource,
  bondId: number,
  reveal: Reveal,
  yields: RowYields,
): QuoteRow {
  const bad = tick.badData;
  const use = (value: number | null, field: string) => usable(value, field, bad);
  const toMaturity = (value: number | null, field: string) =>
    yields.toMaturity ? use(value, field) : null;
  const toOffer = (value: number | null, field: string) =>
    yields.toOffer ? use(value, field) : null;
  const ytm = shownYield(toMaturity(tick.clearanceProfitEffect, 'clearance_profit_effect'));
  const reference = ytm ?? shownYield(toMaturity(tick.indicativeYield, 'indicative_yield'));
  // A spread is measured at the yield to maturity: none where that yield is not allowed.
  const spread = (value: number | null, field: string) =>
    reveal(shownDurationOrSpread(toMaturity(value, field), reference));
  const bid = use(tick.buyingQuote, 'buying_quote');
  const ask = use(tick.sellingQuote, 'selling_quote');
  return {
    ...header(source, tick.date, null),
    end_of_day: true,
    buying_quote: reveal(bid),
    selling_quote: reveal(ask),
    buying_selling_quote: reveal(bidAsk(bid, ask)),
    indicative_price: reveal(
      use(tick.indicativePrice, 'indicative_price') ?? use(tick.legalClosePrice, 'legalcloseprice'),
    ),
    indicative_yield_bid: reveal(shownYield(toMaturity(tick.ytmBid, 'ytm_bid'))),
    indicative_yield_ask: reveal(shownYield(toMaturity(tick.ytmOffer, 'ytm_offer'))),
    clearance_profit_effect: reveal(ytm),
    // A kind, not a value: every tier reads it (the web shows it as Maturity, Put/Call, Current).
    indicative_yield_type: tick.indicativeYieldType,
    yto_bid: reveal(shownYield(toOffer(tick.ytoBid, 'yto_bid'))),
    yto_offer: reveal(shownYield(toOffer(tick.ytoOffer, 'yto_offer'))),
    offer_profit_effect: reveal(shownYield(toOffer(tick.offerProfitEffect, 'offer_profit_effect'))),
    t_spread: spread(tick.tSpread, 't_spread'),
    g_spread: spread(tick.gSpread, 'g_spread'),
    trading_volume: reveal(use(tick.volumeMoney, 'volume_money')),
    // The chart's archive view of this ground (bond-chart's ?view=2&tg=).
    ...footer(source, `/bonds/${bondId}/?view=2&tg=${source.id}#chart`),
  };
}

/** A participant's quote as a quote row, through the same life, display rules and access. */
export function participantQuoteRow(
  quote: ParticipantQuoteRow,
  source: RowSource,
  reveal: Reveal,
  yields: RowYields,
): QuoteRow {
  const toMaturity = (value: number | null) => (yields.toMaturity ? value : null);
  const toOffer = (value: number | null) => (yields.toOffer ? value : null);
  const ytm = shownYield(toMaturity(quote.clearanceProfitEffect));
  const spread = (value: number | null) => reveal(shownDurationOrSpread(toMaturity(value), ytm));
  return {
    ...header(source, quote.date, quote.time),
    end_of_day: quote.endOfDay,
    buying_quote: reveal(quote.buyingQuote),
    selling_quote: reveal(quote.sellingQuote),
    buying_selling_quote: reveal(bidAsk(quote.buyingQuote, quote.sellingQuote)),
    indicative_price: reveal(quote.indicativePrice),
    indicative_yield_bid: reveal(shownYield(toMaturity(quote.indicativeYieldBid))),
    indicative_yield_ask: reveal(shownYield(toMaturity(quote.indicativeYieldAsk))),
    clearance_profit_effect: reveal(ytm),
    yto_bid: reveal(shownYield(toOffer(quote.ytoBid))),
    yto_offer: reveal(shownYield(toOffer(quote.ytoOffer))),
    offer_profit_effect: reveal(shownYield(toOffer(quote.offerProfitEffect))),
    // A participant's quote names no benchmark: its T-spread cannot pass the benchmark rule
    // (lib/benchmark-rule.ts), so none is shown.
    t_spread: reveal(null),
    g_spread: spread(quote.gSpread),
    trading_volume: reveal(quote.tradingVolume),
    // A participant's quotes live outside the trading ticks: the chart has no archive of them.
    ...footer(source, null),
  };
}
