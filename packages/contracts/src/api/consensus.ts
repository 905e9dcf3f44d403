import { z } from 'zod';
import { endpoint, endpointGroup } from '../endpoint';
import { ErrorBody } from '../errors';
import { EmitentIdParam } from './issuer-comments';

/*
 * The consensus forecasts block (spec, issuer blocks, sections 2 "Consensus forecasts block",
 * 3 "Consensus response", 7 and 9; bond page section 2 "consensus forecasts"): analysts'
 * forecasts of the issuer's indicators beside the last actual figure.
 */

/** Spec section 9: the table holds at most 30 forecasts (the block pages them 6 at a time). */
export const CONSENSUS_TABLE_LIMIT = 30;

/** The label keys (module `consensus`) the answer's `labels` carries, in the interface language. */
export const CONSENSUS_LABEL_KEYS = [
  'block_title',
  'indexName',
  'period',
  'actual_value',
  'forecast_value',
  'analysts',
  'date',
] as const;
export type ConsensusLabelKey = (typeof CONSENSUS_LABEL_KEYS)[number];

export const ConsensusItem = z.object({
  id: z.number().int(),
  indexName: z.string().meta({ description: "The indicator's name in the interface language" }),
  period: z.string().meta({ description: 'The forecast period, e.g. FY2027' }),
  actual_value: z
    .number()
    .nullable()
    .meta({
      description:
        "The period's reported value (the issuer's IFRS statements, its currency); null for a " +
        'year not reported yet',
    }),
  forecast_value: z.number().nullable().meta({
    description: "The analysts' consensus (for a reported year, as it stood before the results)",
  }),
  analysts: z.number().int().nullable().meta({ description: 'Analysts in the consensus' }),
  date: z.iso.date().meta({ description: 'As of (YYYY-MM-DD)' }),
});
export type ConsensusItem = z.infer<typeof ConsensusItem>;

export const ConsensusResponse = z.object({
  items: z.array(ConsensusItem).meta({
    description: `Forecasts, oldest period first, at most ${CONSENSUS_TABLE_LIMIT}; empty: no block`,
  }),
  labels: z
    .record(z.enum(CONSENSUS_LABEL_KEYS), z.string())
    .meta({ description: 'The block title and column titles in the interface language' }),
});
export type ConsensusResponse = z.infer<typeof ConsensusResponse>;

export const consensusEndpoints = endpointGroup(
  endpoint({
    method: 'GET',
    path: '/api/company/:emitentId/get-emitent-list-of-indexes/',
    operationId: 'getEmitentConsensus',
    summary: "An issuer's consensus forecasts: items and labels",
    description:
      'Analysts’ consensus forecasts of the issuer’s indicators (indexName), each beside its ' +
      'last actual value (actual_value), with the period, the number of analysts and the ' +
      'date. Open to everyone, like the bond page’s consensus block. An issuer without ' +
      'forecasts answers an empty list (the block is not shown). 404 `not_found` for an ' +
      'unknown issuer, 400 for an id that is not one.',
    tag: 'consensus',
    params: EmitentIdParam,
    responses: { 200: ConsensusResponse, 404: ErrorBody },
  }),
);
