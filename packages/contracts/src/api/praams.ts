import { z } from 'zod';
import { endpoint, endpointGroup } from '../endpoint';
import { ErrorBody } from '../errors';
import { IdParam, maskable } from './common';

/*
 * The praams block (spec, bond page section 7: "a truthy body shows the praams block";
 * section 6: the praams report download). Its scores are our own, from stored data: each
 * risk component scores the bond from 1 (lowest risk) to 7 (highest), with the figures it
 * was scored on, their source and as-of date; the overall score is their weighted mean.
 */

export const PRAAMS_COMPONENTS = ['credit', 'market', 'liquidity', 'fundamentals'] as const;
export type PraamsComponentKey = (typeof PRAAMS_COMPONENTS)[number];
/** Each component's weight in the overall score, renormalised over the components present. */
export const PRAAMS_WEIGHTS: Record<PraamsComponentKey, number> = {
  credit: 0.4,
  market: 0.25,
  liquidity: 0.2,
  fundamentals: 0.15,
};
/** Liquidity counts trading days in this many calendar days up to the ground's latest date. */
export const PRAAMS_LIQUIDITY_WINDOW_DAYS = 30;

export const PraamsScore = z.number().int().min(1).max(7);

const CreditDetails = z.object({
  rating: z.string().meta({ description: 'The grade, e.g. "BBB-"' }),
  agency: z.string(),
  scale: z.string().meta({ description: "The agency's scale (rating type)" }),
  ratedSubject: z
    .enum(['emission', 'emitent'])
    .meta({ description: "The bond's own rating, or its issuer's when the bond has none" }),
  outlook: z.string().nullable(),
  ratingsConsidered: z
    .number()
    .int()
    .meta({ description: 'Current active ratings of that subject; the most conservative counts' }),
});
const MarketDetails = z.object({
  tradingGround: z.string(),
  ytm: z.number().meta({ description: 'Yield to maturity of the latest tick, % (as stored)' }),
  durationYears: z.number().nullable().meta({ description: 'Macaulay duration, years' }),
  curve: z.string().nullable().meta({ description: 'The same-currency sovereign curve' }),
  curveDate: z.string().nullable(),
  curveYield: z
    .number()
    .nullable()
    .meta({ description: 'The curve at the bond’s duration, % (linear between tenors)' }),
  spreadBp: z.number().nullable().meta({ description: 'ytm minus curveYield, basis points' }),
});
const LiquidityDetails = z.object({
  tradingGround: z.string(),
  windowStart: z.string(),
  windowEnd: z.string(),
  daysTraded: z.number().int().meta({ description: 'Days with trades (volume > 0) in the window' }),
  medianVolume: z
    .number()
    .nullable()
    .meta({ description: 'Median money volume of the days traded, in currency' }),
  currency: z.string(),
});
const FundamentalsDetails = z.object({
  ratio: z.string().meta({ description: 'The scored multiplier code, e.g. net_debt_ebitda_msfo' }),
  name: z.string(),
  value: z.number(),
  periodEnd: z.string().meta({ description: 'YYYY-MM-DD: the annual period it covers' }),
});

const component = <K extends PraamsComponentKey, D extends z.ZodType>(key: K, details: D) =>
  z.object({
    key: z.literal(key),
    score: PraamsScore,
    weight: z.number().meta({ description: 'Share of the overall score, 0..1' }),
    source: z.string().meta({ description: 'Where the figures came from (demo, moex-iss...)' }),
    asOf: z.string().meta({ description: 'YYYY-MM-DD: the date of the figures' }),
    details: maskable(details).meta({
      description: 'The figures behind the score: full access only (masked otherwise)',
    }),
  });

export const PraamsComponent = z.discriminatedUnion('key', [
  component('credit', CreditDetails),
  component('market', MarketDetails),
  component('liquidity', LiquidityDetails),
  component('fundamentals', FundamentalsDetails),
]);
export type PraamsComponent = z.infer<typeof PraamsComponent>;
/** A component with its figures in hand (before masking): one type per key. */
export type ScoredPraamsComponent = PraamsComponent extends infer C
  ? C extends PraamsComponent
    ? Omit<C, 'details'> & { details: Exclude<C['details'], { masked: unknown }> }
    : never
  : never;

export const PraamsReport = z.object({
  bondId: z.number().int(),
  score: PraamsScore.meta({ description: 'Overall: 1 lowest risk, 7 highest' }),
  asOf: z.string().meta({ description: 'YYYY-MM-DD: the latest as-of of its components' }),
  components: z.array(PraamsComponent).min(1),
});
export type PraamsReport = z.infer<typeof PraamsReport>;

export const PraamsResponse = PraamsReport.nullable().meta({
  description: 'null when the bond has nothing to score (or is no longer outstanding)',
});
export type PraamsResponse = z.infer<typeof PraamsResponse>;

export const praamsEndpoints = endpointGroup(
  endpoint({
    method: 'GET',
    path: '/api/bonds/:id/praams/',
    operationId: 'getBondPraams',
    summary: "The bond's risk scores (1-7) by component; null when there is nothing to score",
    description:
      'Spec: a truthy body shows the praams block. Scores, weights, sources and dates are ' +
      'public; the figures behind them (`details`) are masked below level 1077. 404 ' +
      '`not_found` for an unknown bond.',
    tag: 'praams',
    params: IdParam,
    responses: { 200: PraamsResponse, 404: ErrorBody },
  }),
  endpoint({
    method: 'GET',
    path: '/api/bonds/:id/praams/report/',
    operationId: 'downloadBondPraamsReport',
    summary: 'Download the praams report of a bond (PDF, full access)',
    description:
      'Spec section 6: a visitor gets 401 `need_auth`, a signed-in user below level 1077 403 ' +
      '`access_denied_auth`. 404 `not_found` for an unknown bond or one with nothing to score.',
    tag: 'praams',
    params: IdParam,
    access: 'bond.praams.report',
    produces: 'application/pdf',
    responses: { 200: z.unknown(), 404: ErrorBody },
  }),
);
