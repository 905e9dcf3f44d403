import { z } from 'zod';
import { endpoint, endpointGroup } from '../endpoint';
import { ErrorBody } from '../errors';
import { Int4IdText, maskable } from './common';

/*
 * The bond page's "Last quotes" block (spec, bond page sections 3, 4, 6, 7 and 9): the latest
 * quotes of every trading ground and market participant that quotes the bond, their contacts
 * and, per ground, whether its hidden quotes can be asked for.
 */

/** Spec: the old-data notice shows when the latest tick is over 7 days old (and < 2500 points). */
export const OLD_DATA_DAYS = 7;

/** Spec request_data: what the request link of a ground offers. */
export const REQUEST_DATA_STATES = [
  'send_request',
  'already_send_request',
  'forbidden_request',
] as const;
export type RequestDataState = (typeof REQUEST_DATA_STATES)[number];

export const MpQuotesParams = z.strictObject({
  bondId: Int4IdText,
  emitentId: Int4IdText.meta({ description: "The bond's issuer, as the page knows it" }),
  bondStatusId: Int4IdText.meta({ description: "The bond's status id, as the page knows it" }),
});

const value = (description: string) =>
  maskable(z.number().nullable()).meta({
    description: `${description}; null when missing or blanked by the display rules, masked when withheld`,
  });

/**
 * The spec's quote row: one quote of a trading ground (an exchange's or a valuation's daily
 * tick) or of a market participant (an intraday or end-of-day quote).
 */
export const QuoteRow = z.object({
  trading_ground_id: z.number().int(),
  name: z.string().meta({ description: "The ground's or participant's name" }),
  url: z.string().nullable().meta({ description: "The participant's site; null for a ground" }),
  date: z.string().meta({ description: 'YYYY-MM-DD' }),
  date_numeric: z.number().int().meta({ description: 'The date as ms since 1970 (00:00 UTC)' }),
  time: z.string().nullable().meta({ description: 'HH:MM of an intraday quote; null for a day' }),
  date_time: z.string().meta({ description: 'YYYY-MM-DDTHH:MM, or the date alone' }),
  end_of_day: z.boolean().meta({ description: 'An end-of-day price (a ground tick is one)' }),
  buying_quote: value('Bid, % of face'),
  selling_quote: value('Ask, % of face'),
  buying_selling_quote: maskable(z.string().nullable()).meta({
    description: 'Bid / ask in one text for a narrow screen (4 decimals, "-" for a missing side)',
  }),
  indicative_price: value('Indicative price, % of face (a ground: its valuation or close)'),
  indicative_yield_bid: value('Yield to maturity at the bid, %'),
  indicative_yield_ask: value('Yield to maturity at the ask, %'),
  clearance_profit_effect: value('Yield to maturity at the indicative price, %'),
  indicative_yield_type: z
    .string()
    .nullable()
    .optional()
    .meta({
      description:
        "What a ground's indicative yield runs to, as stored: Clearance (the page shows " +
        'Maturity), Offer (Put/Call) or Coupon (Current); null when unknown, absent for a ' +
        "participant's quote",
    }),
  yto_bid: value('Yield to the put offer at the bid, %'),
  yto_offer: value('Yield to the put offer at the ask, %'),
  offer_profit_effect: value('Yield to the offer at the indicative price, %'),
  t_spread: value('T-spread over the benchmark bond, basis points'),
  g_spread: value('G-spread over the government zero curve, basis points'),
  trading_volume: value('Volume, money'),
  archive: z
    .string()
    .nullable()
    .meta({
      description:
        "The chart's archive of this ground on the bond page; null for a participant, whose " +
        'quotes have no archive',
    }),
  mp_contacts_emitent_id: z
    .number()
    .int()
    .nullable()
    .meta({ description: "The participant's company: its key in `contacts`" }),
  response_person_id: z
    .number()
    .int()
    .nullable()
    .meta({ description: "The participant's responsible person (the chat link)" }),
  hide_quotes: z.boolean().meta({
    description: 'The participant shows its quotes only to users whose request it granted',
  }),
});
export type QuoteRow = z.infer<typeof QuoteRow>;

/** A tab of the block: a trading ground or a market participant quoting the bond. */
export const QuoteSource = z.object({
  trading_ground_id: z.number().int(),
  name: z.string(),
  url: z.string().nullable(),
  /** A market participant (a dealer or a valuation service) rather than an exchange ground. */
  is_participant: z.boolean(),
  mp_contacts_emitent_id: z.number().int().nullable(),
  response_person_id: z.number().int().nullable(),
  chat_url: z
    .string()
    .nullable()
    .meta({
      description:
        "The responsible person's chat page (/user/{response_person_id}/ on the chat host); " +
        'the page offers it in the Russian interface only',
    }),
  hide_quotes: z.boolean(),
  latest_date: z.string().meta({ description: "The source's latest quote date for the bond" }),
  points: z.number().int().meta({ description: 'How many quotes or ticks it holds for the bond' }),
  old_data: z.boolean().meta({
    description: `Spec old-data notice: latest date over ${OLD_DATA_DAYS} days before today, fewer than 2500 points`,
  }),
});
export type QuoteSource = z.infer<typeof QuoteSource>;

export const MpQuotesResponse = z.object({
  quotes: z.array(QuoteRow).meta({
    description: 'Last quotes: the latest (at most 14) of each source, by source then newest first',
  }),
  priceToday: z.array(QuoteRow).meta({
    description:
      "Price today: each source's quotes on `date_label` (a participant's intraday ones)",
  }),
  endOfDayPrices: z.array(QuoteRow).meta({
    description: "End-of-day prices: each source's latest (at most 14) closing or valuation prices",
  }),
  contacts: z.record(z.string(), z.array(z.object({ ttl: z.string() }))).meta({
    description:
      'Per participant company (mp_contacts_emitent_id), its contact lines; a line may hold a telegram link',
  }),
  date_label: z.string().nullable().meta({
    description: 'The day "price today" shows: the latest quote date of the bond (YYYY-MM-DD)',
  }),
  request_data: z.record(z.string(), z.enum(REQUEST_DATA_STATES)).meta({
    description:
      'Per trading ground id whose values this user may not see, the request link: ' +
      'send_request, already_send_request (waiting), forbidden_request (refused by the ' +
      'participant, or values no request opens: the NSD ground 381)',
  }),
  market_participants: z.array(QuoteSource).meta({
    description: 'The tabs: exchange and valuation grounds by id, then participants by id',
  }),
});
export type MpQuotesResponse = z.infer<typeof MpQuotesResponse>;

export const mpQuotesEndpoints = endpointGroup(
  endpoint({
    method: 'GET',
    path: '/api/bonds/mp-quotes/:bondId/:emitentId/:bondStatusId/',
    operationId: 'getMarketParticipantQuotes',
    summary: 'The bond page\'s "Last quotes" block: quotes of grounds and market participants',
    description:
      'Values follow the access table: "bond.latest_quotes" for every ground (a public ' +
      'teaser), the NSD ground 381 only with full access and the NSD flag (without the flag it ' +
      'counts as level 1). A participant that hides its quotes (hide_quotes) shows them only to ' +
      'a user whose quotes request it approved; otherwise its values are masked and ' +
      '`request_data` offers the request (GET /api/bonds/submit_quotes_access_request/' +
      '{trading_ground_id}/). 404 not_found: an unknown bond, or an issuer or status that is ' +
      "not the bond's (the field says which: the page's view of the bond is stale).",
    tag: 'bonds',
    params: MpQuotesParams,
    responses: { 200: MpQuotesResponse, 404: ErrorBody },
  }),
);
