import { z } from 'zod';
import { STALE_AFTER_DAYS } from '../bond-limits';
import { endpoint, endpointGroup } from '../endpoint';
import { ErrorBody } from '../errors';
import { BOND_END_EVENTS } from '../statuses';
import { Int4IdText } from './common';

/*
 * The issuer yield map (spec, issuer blocks, sections 2 "Issuer yield map", 3 "Yield map point"
 * and "Yield map response", 4 "Map mode" / "Yield map", 5, 6, 7 and 9; bond page: the chart's
 * Issuer map tab): the issuer's bonds as points of duration (x) against yield (y), one chart per
 * currency and trading ground, with the government curve of the currency laid over them.
 */

const shapeNote =
  'With `shape_only` the number is a rank on 0..100 among the currency’s distinct values ' +
  '(points of every ground and the curve together), keeping the order, not the scale';

export const EmitentMapPoint = z
  .object({
    id: z
      .number()
      .int()
      .meta({ description: 'The bond (emission) id: the point opens /bonds/{id}/' }),
    currency_id: z.number().int(),
    trading_ground_id: z.number().int(),
    is_main_emission: z.union([z.literal(0), z.literal(1)]).meta({
      description:
        '1: a bond of the issuer itself (drawn blue); 0: a bond of an issuer directly related to it ' +
        '(an owner, subsidiary, SPV or guarantor in the relationship graph; drawn orange-red)',
    }),
    emission_name: z.string().meta({ description: "The bond's name in the interface language" }),
    isin: z
      .string()
      .nullable()
      .meta({ description: "The bond's ISIN; null for a bond without one. Public, any tier" }),
    date: z.string().meta({ description: 'YYYY-MM-DD: the date of the tick the point is from' }),
    price: z
      .number()
      .nullable()
      .meta({ description: 'Last price, % of face; null below full access (level 1077)' }),
    duration: z
      .number()
      .nullable()
      .meta({ description: 'Macaulay duration, years; null below full access' }),
    yield: z
      .number()
      .nullable()
      .meta({ description: 'Yield to maturity of the last price, %; null below full access' }),
    x: z.number().meta({ description: `The point's x: the duration in years. ${shapeNote}` }),
    y: z.number().meta({ description: `The point's y: the yield, %. ${shapeNote}` }),
    name: z.string().meta({ description: "The point's label: the bond's name" }),
    ttl: z.string().meta({ description: "The tooltip's title: the bond's name and its issuer" }),
    shape_only: z.boolean().meta({
      description: 'true: x and y are ranks (the subject may not read the values; spec section 6)',
    }),
    age_days: z.number().int().meta({
      description: 'Calendar days from `date` to the map date (the data’s as-of date)',
    }),
    stale: z.boolean().meta({
      description: `The point’s quote is over ${STALE_AFTER_DAYS} days older than the map date`,
    }),
  })
  .meta({
    description:
      "A bond's latest usable tick on a trading ground: the latest day whose last price, " +
      'yield to maturity and duration are all present, not marked bad data, with a yield the ' +
      'display rules show (at most 2000 %). A yield above 20 % keeps its duration here: the ' +
      'map places a bond by its duration (the quote tables blank it, bond page section 5)',
  });
export type EmitentMapPoint = z.infer<typeof EmitentMapPoint>;

export const EmitentMapEndedPoint = EmitentMapPoint.extend({
  state: z.enum(['matured', 'redeemed_early']).meta({
    description: 'How the bond ended before the map date: at maturity, or redeemed early',
  }),
  ended_on: z
    .string()
    .nullable()
    .meta({ description: 'YYYY-MM-DD: the last day of its life (maturity or early redemption)' }),
  end_event: z
    .enum(BOND_END_EVENTS)
    .nullable()
    .meta({ description: 'What ended it: maturity, call, put, early redemption, buy-back...' }),
}).meta({
  description:
    'A bond that ended (matured or redeemed early) on or before the map date: its last usable ' +
    'tick before it ended. History, not part of the issuer’s curve: the page draws these ' +
    'apart (grey, off by default) and fits no trend through them',
});
export type EmitentMapEndedPoint = z.infer<typeof EmitentMapEndedPoint>;

export const EmitentMapOption = z.object({ id: z.number().int(), text: z.string() });
export type EmitentMapOption = z.infer<typeof EmitentMapOption>;

export const EmitentMapCurve = z
  .object({
    name: z.string().meta({ description: "The curve's name in the interface language" }),
    date: z
      .string()
      .meta({ description: 'YYYY-MM-DD: the curve’s date (on or before the latest point)' }),
    shape_only: z.boolean(),
    points: z.array(
      z.object({
        x: z.number().meta({ description: `Tenor, years. ${shapeNote}` }),
        y: z.number().meta({ description: `Zero-coupon yield, %. ${shapeNote}` }),
      }),
    ),
  })
  .meta({
    description:
      'The government zero curve of the currency from the stored curves (RUB: the MOEX ' +
      'G-curve, USD: the US Treasury curve...), all its tenors; the page cuts it beyond the ' +
      'largest point x',
  });
export type EmitentMapCurve = z.infer<typeof EmitentMapCurve>;

export const EmitentMapResponse = z.object({
  emitentName: z.string(),
  emitentMap: z.array(EmitentMapPoint).meta({
    description:
      'Every point of every currency and ground: the bonds alive on the map date (placed, ' +
      'not matured, not redeemed early, not in default; lib/bond-life.ts); empty: no map',
  }),
  emitentMapDate: z
    .string()
    .nullable()
    .meta({
      description:
        'YYYY-MM-DD: the map date, the data’s as-of date for these issuers (the latest of their ' +
        'bonds’); the points are the bonds alive on it. Null for an issuer without bonds',
    }),
  emitentMapEnded: z.array(EmitentMapEndedPoint).meta({
    description:
      'Bonds of the same issuers that matured or were redeemed early by the map date, on the ' +
      'currencies and grounds of the points only, masked like them; shown on request',
  }),
  emitentMapCurrencies: z
    .array(EmitentMapOption)
    .meta({ description: 'Currencies with points (text: the code), the most points first' }),
  emitentMapCurrencyId: z
    .number()
    .int()
    .nullable()
    .meta({ description: 'The currency shown first; null without points' }),
  emitentMapCurvesData: z
    .record(z.string(), EmitentMapCurve)
    .meta({ description: 'Keyed by currency id; a currency without a stored curve is absent' }),
  emitentMapGroundId: z
    .number()
    .int()
    .nullable()
    .meta({ description: 'The ground shown first (of the first currency); null without points' }),
  emitentMapGrounds: z.record(z.string(), z.array(EmitentMapOption)).meta({
    description: 'Keyed by currency id: the grounds with points in it, the most points first',
  }),
});
export type EmitentMapResponse = z.infer<typeof EmitentMapResponse>;

export const EmitentMapParams = z.strictObject({ emitentId: Int4IdText });

export const emitentMapEndpoints = endpointGroup(
  endpoint({
    method: 'GET',
    path: '/api/emitent-map-data/:emitentId/',
    operationId: 'getEmitentMapData',
    summary: "The issuer's yield map: its bonds' duration and yield by currency and ground",
    description:
      'Open to everyone; the values are for full access (the access table’s "chart.values", ' +
      'level 1077; ground 381 also needs the NSD flag). Below it price, duration and yield ' +
      'are null and x / y (points and curve) are ranks on 0..100 with `shape_only: true`: the ' +
      'page places the points without axis values. 400 for a bad id, 404 `not_found` for an ' +
      'unknown issuer; an issuer without points answers an empty map. Only bonds alive on ' +
      'the map date are points; the ones that ended come apart in `emitentMapEnded`.',
    tag: 'issuer map',
    params: EmitentMapParams,
    responses: { 200: EmitentMapResponse, 400: ErrorBody, 404: ErrorBody },
  }),
);
