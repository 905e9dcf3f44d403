import { z } from 'zod';
import { endpoint, endpointGroup } from '../endpoint';
import { ErrorBody } from '../errors';
import { IdParam, Int4Id } from './common';

/* The bond page's ratings block (spec, bond page sections 2 "Chart", 3 "Ratings", 4 and 7). */

/** Who a rating is about: the spec's six lists, in the order the page shows them. */
export const RATING_SUBJECTS = [
  'emission',
  'emitent',
  'spv',
  'surety',
  'guarantors',
  'offeror',
] as const;
export type RatingSubject = (typeof RATING_SUBJECTS)[number];

/** Spec: the revoked statuses. A rating in one of them no longer speaks for the credit. */
export const REVOKED_RATING_STATUSES = ['withdrawn', 'nr', 'pif', 'suspended'] as const;
export const RATING_STATUSES = ['active', ...REVOKED_RATING_STATUSES] as const;
export type RatingStatus = (typeof RATING_STATUSES)[number];
export const RATING_OUTLOOKS = ['positive', 'stable', 'negative', 'developing', 'watch'] as const;

export const RatingAgency = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string().meta({ description: "The agency's name in the interface language" }),
});
export type RatingAgency = z.infer<typeof RatingAgency>;

/** A rating type: one scale of an agency (international long-term, a national scale...). */
export const RatingType = z.object({
  id: z.number().int(),
  agencyId: z.number().int(),
  code: z.string(),
  name: z.string().meta({ description: "The scale's name in the interface language" }),
});
export type RatingType = z.infer<typeof RatingType>;

export const RatingEntry = z.object({
  subject: z.enum(RATING_SUBJECTS),
  ratedEntity: z
    .object({ id: z.number().int(), name: z.string() })
    .nullable()
    .meta({
      description:
        'The issuer the rating is about (the issuer, its SPV, the surety provider, the ' +
        'guarantor or the offeror); null for the bond itself',
    }),
  agencyId: z.number().int(),
  ratingTypeId: z.number().int(),
  scale_point_name: z
    .string()
    .nullable()
    .meta({
      description:
        'The grade, e.g. "BBB-". History: null on an action that revoked the rating. Current: ' +
        'for a revoked rating, the last grade it held before (null if it never held one)',
    }),
  status: z.enum(RATING_STATUSES),
  revoked: z.boolean().meta({ description: 'status is one of withdrawn, nr, pif, suspended' }),
  outlook: z.enum(RATING_OUTLOOKS).nullable(),
  date: z.string().meta({ description: 'YYYY-MM-DD: the date of the action' }),
});
export type RatingEntry = z.infer<typeof RatingEntry>;

const ratingList = (what: string) =>
  z.array(RatingEntry).meta({ description: `Ratings of ${what}, by agency and rating type` });

/**
 * The current ratings: the latest action per list, rated issuer and rating type. Revoked
 * ratings are included (the page shows them until the reader hides them).
 */
export const BondRatingsResponse = z.object({
  emission: ratingList('the bond itself'),
  emitent: ratingList("the bond's issuer"),
  spv: ratingList('the special-purpose vehicle that issued the bond'),
  surety: ratingList('the surety provider'),
  guarantors: ratingList('the guarantors'),
  offeror: ratingList('the offeror of the put option'),
  agencies: z.array(RatingAgency).meta({ description: 'The agencies the lists refer to' }),
  ratingTypes: z.array(RatingType).meta({
    description: 'Every rating type the bond has any history in: the history tab offers these',
  }),
});
export type BondRatingsResponse = z.infer<typeof BondRatingsResponse>;

/** Spec: POST /api/bonds/{id}/getRatingsHistory/ with params (the rating type id). */
export const RatingsHistoryRequest = z.strictObject({
  params: z.strictObject({
    ratingTypeId: Int4Id.meta({ description: 'The rating type (scale) whose history to read' }),
  }),
});
export type RatingsHistoryRequest = z.infer<typeof RatingsHistoryRequest>;

export const RatingsHistoryResponse = z.object({
  agencies: z.array(RatingAgency).meta({ description: "The rating type's agency" }),
  ratingTypes: z.array(RatingType).meta({ description: 'The rating type asked for' }),
  ratings: z.array(RatingEntry).meta({
    description:
      "Every action of the rating type across the bond's six lists, the latest first " +
      '(revoking actions included, with a null grade)',
  }),
});
export type RatingsHistoryResponse = z.infer<typeof RatingsHistoryResponse>;

export const ratingsEndpoints = endpointGroup(
  endpoint({
    method: 'GET',
    path: '/api/bonds/:id/ratings/',
    operationId: 'getBondRatings',
    summary: 'Current ratings of a bond, its issuer, SPV, surety provider, guarantors and offeror',
    description:
      'The latest action per list, rated issuer and rating type, revoked ones included; with ' +
      'the agencies and rating types they refer to. Open to everyone.',
    tag: 'ratings',
    params: IdParam,
    responses: { 200: BondRatingsResponse, 404: ErrorBody },
  }),
  endpoint({
    method: 'POST',
    path: '/api/bonds/:id/getRatingsHistory/',
    operationId: 'getBondRatingsHistory',
    summary: "The history of one rating type across the bond's rating lists",
    description:
      'A read (no CSRF header needed). 404 `not_found` for an unknown bond, or naming ' +
      '`body.params.ratingTypeId` for an unknown rating type; a known type the bond has no ' +
      'rating in answers an empty list.',
    tag: 'ratings',
    params: IdParam,
    body: RatingsHistoryRequest,
    csrf: false,
    responses: { 200: RatingsHistoryResponse, 404: ErrorBody },
  }),
);
