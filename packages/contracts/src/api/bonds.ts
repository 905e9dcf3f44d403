import { z } from 'zod';
import { endpoint, endpointGroup } from '../endpoint';
import {
  SIMILAR_MATURITY_WINDOW_YEARS,
  SIMILARITY_WEIGHTS as SW,
  STALE_AFTER_DAYS,
} from '../bond-limits';
import { BOND_END_EVENTS, BOND_LIFE_STATES } from '../statuses';
import { ErrorBody } from '../errors';
import { IdParam, Int4IdText, maskable, Provenance } from './common';
import { BondCountQuery, BondCountResponse, BondListQuery, BondListResponse } from './bond-list';

export const EmitentRef = z.object({ id: z.number().int(), name: z.string() });

export const TradingGroundSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  maxDate: z.string().nullable(),
});

export const CouponTerms = z.object({
  type: z.enum(['fixed', 'floating', 'zero', 'step', 'inflation']),
  /** % a year; null for zero-coupon bonds or unknown floaters. */
  rate: z.number().nullable(),
  /** Payments a year: 0 (none), 1, 2, 4, 12. */
  frequency: z.number().int(),
  dayCount: z.string(),
});

export const ValueOrigin = z.enum(['published', 'computed']).meta({
  description:
    "published: the trading ground (an exchange, an OTC market, a valuation centre) published the value; computed: Bondsight computed it (bond-math from a price and the stored terms, or the estimation ground's valuation)",
});
export type ValueOrigin = z.infer<typeof ValueOrigin>;

/** How old a value is against the data's as-of date. */
const FreshnessFields = {
  ageDays: z.number().int().meta({
    description: "Calendar days from the value's date to the data's as-of date (provenance.asOf)",
  }),
  stale: z.boolean().meta({ description: `ageDays over ${STALE_AFTER_DAYS}` }),
};

/**
 * The bond's latest price and yields on the summary: the newest priced day among the grounds
 * whose values the subject may see (an exchange before other grounds on the same day).
 */
export const SummaryQuote = z.object({
  date: z.string().meta({ description: 'The as-of date of every value here' }),
  tradingGroundId: z.number().int(),
  tradingGroundName: z.string(),
  isExchange: z.boolean(),
  ...FreshnessFields,
  /** % of face: the last trade, else the close, else the ground's valuation. */
  cleanPrice: maskable(z.number().nullable()),
  priceOrigin: ValueOrigin,
  /** Always computed: bond-math's yield from the price and the stored terms, %. */
  ytm: maskable(z.number().nullable()),
  /** Always published: the yield the exchange published for the day, %. */
  exchangeYield: maskable(z.number().nullable()),
});
export type SummaryQuote = z.infer<typeof SummaryQuote>;

/**
 * The liquidity line, from the stored ticks of the grounds the subject may see over the
 * LIQUIDITY_WINDOW_DAYS days ending at the data's as-of date: is a yield a market or a guess?
 */
export const Liquidity = z.object({
  from: z.string().meta({ description: 'First day of the window (inclusive)' }),
  to: z.string().meta({ description: "Last day of the window: the data's as-of date" }),
  windowDays: z.number().int(),
  daysTraded: z.number().int().meta({ description: 'Days with a traded volume on any ground' }),
  medianDailyVolume: z
    .number()
    .nullable()
    .meta({ description: 'Median over traded days of the bonds traded a day (all grounds)' }),
  medianDailyVolumeMoney: z.number().nullable().meta({
    description: "Median over traded days of the day's turnover, in the bond's currency",
  }),
  medianBidAskSpread: z.number().nullable().meta({
    description:
      'Median of ask − bid over the ticks quoting both, in price points (% of face); null without two-sided quotes',
  }),
});
export type Liquidity = z.infer<typeof Liquidity>;

/**
 * The bond's life on the data's as-of date: alive, or ended (when and how), or in default.
 * An ended or defaulted bond's latest quote is history: it carries no yield.
 */
export const BondLifeSummary = z.object({
  state: z.enum(BOND_LIFE_STATES),
  alive: z.boolean(),
  endDate: z.string().nullable().meta({
    description: 'The last day of its schedule: the actual end once ended, else its maturity',
  }),
  endEvent: z.enum(BOND_END_EVENTS).nullable(),
  endPrice: z.number().nullable().meta({ description: 'Price paid at the end, % of face' }),
  defaultedOn: z.string().nullable(),
});
export type BondLifeSummary = z.infer<typeof BondLifeSummary>;

export const BondSummary = z.object({
  id: z.number().int(),
  isin: z.string().nullable(),
  name: z.string(),
  fullName: z.string(),
  emitent: EmitentRef,
  country: z.object({ id: z.number().int(), name: z.string() }),
  statusId: z.number().int(),
  currency: z.string(),
  faceValue: z.number(),
  issueDate: z.string().nullable(),
  maturityDate: z.string().nullable(),
  coupon: CouponTerms,
  outstandingVolume: z.number().nullable(),
  tradingGrounds: z.array(TradingGroundSummary),
  provenance: Provenance,
  /** Null when no ground the subject may see has a priced day. */
  latestQuote: SummaryQuote.nullable(),
  liquidity: Liquidity,
  life: BondLifeSummary,
});
export type BondSummary = z.infer<typeof BondSummary>;

/**
 * One archive row: a subset of the spec's trading tick. A number is null when missing, marked
 * bad data or blanked by the display rules (yield above 2000 %; duration when the yield is
 * above 20 %), and masked when the subject may not see the ground's values (NSD ground 381).
 */
export const ArchiveTick = z.object({
  date: z.string(),
  tradingGroundId: z.number().int(),
  tradingGroundName: z.string(),
  cleanPrice: maskable(z.number().nullable()),
  /** Yield computed by bond-math from the price and the stored terms, %. */
  ytm: maskable(z.number().nullable()),
  /** The yield the exchange published for the day, where it did (shown beside ours), %. */
  exchangeYield: maskable(z.number().nullable()),
  accruedInterest: maskable(z.number().nullable()),
  /** Macaulay duration, days, computed by bond-math from the price (as ytm). */
  duration: maskable(z.number().nullable()),
  /**
   * The duration the exchange published for the day, days, where it did (shown beside ours).
   * The Moscow Exchange computes it from the yield at the day's weighted average price, not
   * the close, settled on the trade date until 2 June 2023: it can differ from ours by days.
   */
  exchangeDuration: maskable(z.number().nullable()),
  volume: maskable(z.number().nullable()),
  /** Where the row came from (demo, moex-iss, us-treasury...); its date is its as-of. */
  source: z.string(),
  /** Who stands behind cleanPrice (ytm is always computed, exchangeYield always published). */
  priceOrigin: ValueOrigin,
  ...FreshnessFields,
});
export type ArchiveTick = z.infer<typeof ArchiveTick>;
export const ArchiveResponse = z.object({ items: z.array(ArchiveTick), provenance: Provenance });
export type ArchiveResponse = z.infer<typeof ArchiveResponse>;
export const ArchiveQuery = z.object({ tg: Int4IdText.optional() });
/** An export bound: a calendar date PostgreSQL and the workbook both take (not year 0000). */
const ExportDate = z.iso.date().refine((date) => date >= '1900-01-01' && date <= '2200-12-31', {
  message: 'field_invalid_value',
});
export const ArchiveExportQuery = z.object({
  tg: Int4IdText.optional(),
  from: ExportDate.optional(),
  to: ExportDate.optional(),
});
export const SimilarBondsQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
/**
 * A bond like the page's one (alive, same currency; ranked by issuer kind, coupon kind, credit
 * quality and duration), with the yield and duration of its latest tick that has a usable yield.
 */
export const SimilarBond = z.object({
  id: z.number().int(),
  isin: z.string().nullable(),
  name: z.string(),
  emitent: EmitentRef,
  sector: z.string().nullable(),
  currency: z.string(),
  maturityDate: z.string().nullable(),
  coupon: CouponTerms.pick({ type: true, rate: true }),
  statusId: z.number().int(),
  latest: z
    .object({
      date: z.string(),
      tradingGroundId: z.number().int(),
      /** % (effective annual, as stored); null when missing or marked bad data. */
      ytm: maskable(z.number().nullable()),
      /** Macaulay duration, days. */
      duration: maskable(z.number().nullable()),
      /** How old this tick is against the bond's as-of date; stale over 7 days. */
      ...FreshnessFields,
    })
    .nullable(),
});
export const SimilarBondsResponse = z.object({
  total: z.number().int(),
  items: z.array(SimilarBond),
});
export type SimilarBondsResponse = z.infer<typeof SimilarBondsResponse>;

export const bondEndpoints = endpointGroup(
  endpoint({
    method: 'GET',
    path: '/api/bonds/',
    operationId: 'listBonds',
    summary:
      'Bonds a page at a time: filtered by currency, status, issuer kind and maturity; ordered by a column',
    description:
      'Every filter is validated (400 with the field); an unknown currency code is a 400 too. ' +
      'Without `sort` the list keeps the id order.',
    tag: 'bonds',
    query: BondListQuery,
    responses: { 200: BondListResponse },
  }),
  endpoint({
    method: 'GET',
    path: '/api/bonds/count/',
    operationId: 'countBonds',
    summary: "A screen's exact number of bonds",
    description:
      'Takes every filter of `GET /api/bonds/` (the same 400s; paging and order are ignored). ' +
      'The list gives an estimate above 10,000 bonds (`totalExact: false`); this counts them. ' +
      'Access: as the list, anyone.',
    tag: 'bonds',
    query: BondCountQuery,
    responses: { 200: BondCountResponse },
  }),
  endpoint({
    method: 'GET',
    path: '/api/bonds/:id/',
    operationId: 'getBond',
    summary: 'The bond page summary: terms, issuer, trading grounds',
    tag: 'bonds',
    params: IdParam,
    responses: { 200: BondSummary, 404: ErrorBody },
  }),
  endpoint({
    method: 'GET',
    path: '/api/bonds/:id/archive/',
    operationId: 'getBondArchive',
    summary: 'The latest ticks (at most 14) of a bond, on one trading ground or all',
    tag: 'bonds',
    params: IdParam,
    query: ArchiveQuery,
    responses: { 200: ArchiveResponse, 404: ErrorBody },
  }),
  endpoint({
    method: 'GET',
    path: '/api/bonds/:id/similar-items/',
    operationId: 'getSimilarBonds',
    summary: 'Bonds like this one: live bonds of its currency, the most alike first; 10 a page',
    description:
      'Candidates: bonds of the same currency alive on the bond’s data date (never the bond ' +
      'itself; never matured, redeemed early, defaulted or not yet issued ones), maturing ' +
      `within ${SIMILAR_MATURITY_WINDOW_YEARS} years or half the remaining life either side ` +
      '(every maturity when that leaves fewer than a page). Ranked by a distance in years of ' +
      'Macaulay duration at par (from the terms) plus ' +
      `${SW.governmentOrNot} for a government issuer (sovereign, municipal, supranational) ` +
      `against another kind, ${SW.couponClass} for a fixed (fixed, zero, step-up) against a ` +
      `floating coupon, ${SW.creditBucket} per rating bucket apart (the issuer’s most ` +
      'conservative current rating: AA and above, A, BBB, BB, B, CCC and below; ' +
      `${SW.ratedOrNot} rated against unrated), ${SW.bankOrCorporate} for a bank against a ` +
      `company, ${SW.sovereignOrSubSovereign} for a sovereign against a sub-sovereign, ` +
      `${SW.couponType} for another coupon type or reference rate, ${SW.sector} for another ` +
      `sector, ${SW.sameIssuer} for the same non-government issuer; ties by id.`,
    tag: 'bonds',
    params: IdParam,
    query: SimilarBondsQuery,
    responses: { 200: SimilarBondsResponse, 404: ErrorBody },
  }),
  endpoint({
    method: 'GET',
    path: '/api/bonds/:id/archive/export/',
    operationId: 'exportBondArchive',
    summary: 'Excel export of the archive (full access; fewer than 2500 points)',
    tag: 'bonds',
    params: IdParam,
    query: ArchiveExportQuery,
    access: 'bond.archive.export',
    produces: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    responses: { 200: z.unknown(), 404: ErrorBody },
  }),
);
