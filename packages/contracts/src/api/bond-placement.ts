import { z } from 'zod';
import { endpoint, endpointGroup } from '../endpoint';
import { ErrorBody } from '../errors';
import { IdParam, Provenance } from './common';

/*
 * The placement block (spec, bond page section 2, left menu "placement"): the facts of the
 * bond's primary offering as its stored terms give them. Each is null where not stored.
 */

export const BondPlacement = z.object({
  bondId: z.number().int(),
  issueDate: z.string().nullable().meta({ description: 'YYYY-MM-DD: the placement (issue) date' }),
  currency: z.string(),
  faceValue: z.number().meta({ description: 'Face value of one bond, currency' }),
  placementPrice: z.number().nullable().meta({ description: 'Placement price, % of face' }),
  placedVolume: z.number().nullable().meta({ description: 'Amount placed at face, currency' }),
  placedQuantity: z
    .number()
    .nullable()
    .meta({ description: 'Bonds placed: placedVolume / faceValue' }),
  proceeds: z
    .number()
    .nullable()
    .meta({ description: 'What investors paid: placedVolume x placementPrice / 100, currency' }),
  placementYield: z
    .number()
    .nullable()
    .meta({
      description:
        'Yield to maturity at the placement price on the issue date, % effective annual ' +
        '(computed by bond-math from the stored terms and cash flows)',
    }),
  firstCouponRate: z
    .number()
    .nullable()
    .meta({ description: 'The first coupon period’s rate, % a year (a floater’s first fixing)' }),
  outstandingVolume: z.number().nullable(),
  registrationNumber: z
    .string()
    .nullable()
    .meta({ description: "The regulator's state registration number" }),
  listingLevel: z.number().int().nullable().meta({ description: 'Exchange listing level (1-3)' }),
  firstTrade: z
    .object({ date: z.string(), tradingGround: z.string() })
    .nullable()
    .meta({
      description:
        'Its trading debut: the first recorded exchange trade, when that is within 30 days ' +
        'of the issue date (a later one only says where the history here begins)',
    }),
  provenance: Provenance,
});
export type BondPlacement = z.infer<typeof BondPlacement>;

export const bondPlacementEndpoints = endpointGroup(
  endpoint({
    method: 'GET',
    path: '/api/bonds/:id/placement/',
    operationId: 'getBondPlacement',
    summary: "The bond's placement: date, price, volume, yield at placement, registration",
    description:
      'Public facts of the offering: every tier reads the same. 404 for an unknown bond.',
    tag: 'placement',
    params: IdParam,
    responses: { 200: BondPlacement, 404: ErrorBody },
  }),
);
