import { z } from 'zod';
import { endpoint, endpointGroup } from '../endpoint';
import { ErrorBody } from '../errors';
import { IdParam, INT4_MAX, Int4Id } from './common';

/*
 * Usage logging the pages send and never read (spec, bond page section 7 and issuer blocks
 * section 7): an action log, and a bond page's view counter.
 */

/** Action ids the spec names; any positive id is stored. */
export const ACTION_IDS = {
  rasTable: 76,
  ifrsTable: 80,
  comparison: 297,
  issuerMap: 299,
} as const;

export const ActionLogRequest = z.strictObject({
  actionId: Int4Id.meta({
    description: 'What the user did: 297 comparison, 299 issuer map, 80 IFRS table, 76 RAS table',
  }),
});
export type ActionLogRequest = z.infer<typeof ActionLogRequest>;

const OptionalId = z.number().int().min(0).max(INT4_MAX).nullable().optional();
export const StatisticViewRequest = z.strictObject({
  bondId: Int4Id.meta({ description: "The page's bond: must be the path's id" }),
  emitentCountryId: OptionalId.meta({
    description: "The issuer's country, as the page knows it (not stored: the bond says)",
  }),
  emitentCountryRegionId: OptionalId.meta({
    description: "The issuer's region, as the page knows it (not stored: the bond says)",
  }),
});
export type StatisticViewRequest = z.infer<typeof StatisticViewRequest>;

export const actionLogEndpoints = endpointGroup(
  endpoint({
    method: 'POST',
    path: '/api/bonds/:id/contactActionLog/',
    operationId: 'logBondAction',
    summary: "Log a user's action on a bond page (comparison, a table expanded...)",
    description: 'Stored with the user (or none for a visitor), the bond and the time.',
    tag: 'action-log',
    params: IdParam,
    body: ActionLogRequest,
    responses: { 204: z.null(), 404: ErrorBody },
  }),
  endpoint({
    method: 'POST',
    path: '/api/contactActionLog/',
    operationId: 'logAction',
    summary: "Log a user's action on a page without a bond (an issuer table expanded...)",
    tag: 'action-log',
    body: ActionLogRequest,
    responses: { 204: z.null() },
  }),
  endpoint({
    method: 'POST',
    path: '/api/bonds/:id/incrementStatisticView/',
    operationId: 'incrementBondView',
    summary: 'Count a view of a bond page (a daily counter per bond; no user is stored)',
    tag: 'action-log',
    params: IdParam,
    body: StatisticViewRequest,
    responses: { 204: z.null(), 404: ErrorBody },
  }),
);
