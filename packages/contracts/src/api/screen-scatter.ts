import { z } from 'zod';
import { endpoint, endpointGroup } from '../endpoint';
import { BondKind, BondListFilter, RatingGrade } from './bond-list';

/*
 * The screen's yield/duration map (issue 33 item 5): the bonds of a screen of the home list as
 * points of modified duration (x) against yield (y), with the government curve of the screen's
 * currency laid over them.
 */

/** The most points one answer carries: above it, the most traded bonds of the screen. */
export const SCREEN_SCATTER_CAP = 2000;

export const ScreenScatterQuery = BondListFilter.safeExtend({ lang: z.string().optional() });
export type ScreenScatterQuery = z.infer<typeof ScreenScatterQuery>;

export const ScreenScatterPoint = z.object({
  id: z
    .number()
    .int()
    .meta({ description: 'The bond (emission) id: the point opens /bonds/{id}/' }),
  name: z.string().meta({ description: "The bond's name in the interface language" }),
  isin: z.string().nullable(),
  emitentName: z.string().meta({ description: "The issuer's name in the interface language" }),
  bondKind: BondKind,
  currency: z.string().meta({ description: 'ISO 4217 code of the bond' }),
  yield: z.number().meta({ description: "The list's `yield`, % (never null on a point)" }),
  duration: z.number().meta({ description: "The list's `duration`: modified, years" }),
  rating: RatingGrade.nullable().meta({ description: "The list's `rating`" }),
  priceDate: z.string().nullable().meta({ description: 'The date of the price behind them' }),
});
export type ScreenScatterPoint = z.infer<typeof ScreenScatterPoint>;

export const ScreenScatterCurvePoint = z.object({
  term: z.number().meta({ description: 'Years to the zero-coupon payment' }),
  duration: z.number().meta({
    description:
      "The modified duration of a government zero-coupon bond of that term: term / (1 + yield); the points' x axis",
  }),
  yield: z.number().meta({ description: 'The zero-coupon yield of that term, % effective annual' }),
});

export const ScreenScatterCurve = z
  .object({
    currency: z.string(),
    name: z.string().meta({ description: "The curve's name in the interface language" }),
    date: z.string().meta({ description: 'YYYY-MM-DD: the date the curve is read on' }),
    points: z.array(ScreenScatterCurvePoint),
  })
  .meta({
    description:
      "The currency's government curve as the screener's Z-spreads are measured over it (a zero " +
      'curve before par curves, then the first stored; on its newest date on or before the ' +
      "screen's newest price date), read as zero-coupon government bonds: a zero bond's " +
      'Macaulay duration is its term, so its modified duration is term / (1 + yield) and it ' +
      'sits on the same axes as the points. Sampled from 3 months to the longest stored term ' +
      '(30 years for a curve stored as parameters)',
  });
export type ScreenScatterCurve = z.infer<typeof ScreenScatterCurve>;

export const ScreenScatterResponse = z.object({
  points: z.array(ScreenScatterPoint).meta({
    description:
      "The screen's bonds with both a shown yield and a shown duration (the list's display " +
      `rules), at most ${SCREEN_SCATTER_CAP}, the most traded first: days traded over the ` +
      'last 30 (desc), then outstanding volume (desc, unknown last), then id',
  }),
  total: z.number().int().meta({ description: 'How many bonds of the screen have a point' }),
  capped: z
    .boolean()
    .meta({ description: `total is above ${SCREEN_SCATTER_CAP}: points are the cap` }),
  cap: z.number().int(),
  currency: z
    .string()
    .nullable()
    .meta({
      description:
        "The curve's currency: the screen's `currency` filter, else the currency most points " +
        'have (ties by code); null without either',
    }),
  curve: ScreenScatterCurve.nullable().meta({
    description: 'Null: no points, or no stored government curve of that currency by that date',
  }),
});
export type ScreenScatterResponse = z.infer<typeof ScreenScatterResponse>;

export const screenScatterEndpoints = endpointGroup(
  endpoint({
    method: 'GET',
    path: '/api/bonds/scatter/',
    operationId: 'getScreenScatter',
    summary: "The screen's bonds as yield/duration points, with the currency's government curve",
    description:
      'Takes every filter of `GET /api/bonds/` (the same 400s; `sort` and `order` are accepted ' +
      'and do not change the points). Access: as the list, anyone. Every value here is a value ' +
      "of the list's rows, which come from grounds every subject may see (ADR 0024), and the " +
      'government curves are public data; the answer is the same for every tier.',
    tag: 'bonds',
    query: ScreenScatterQuery,
    responses: { 200: ScreenScatterResponse },
  }),
);
