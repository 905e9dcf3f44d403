import { z } from 'zod';
import { endpoint, endpointGroup } from '../endpoint';
import { ErrorBody } from '../errors';
import { IdParam, INT4_MAX, Int4Id, Int4IdText } from './common';

/*
 * Usage logging the pages send and never read (spec, bond page section 7 and issuer blocks
 * section 7): an action log, and a bond page's view counter.
 */

export { ACTION_IDS } from '../action-ids';

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

export const ActionIdParam = z.strictObject({
  actionId: Int4IdText.meta({
    description:
      'What the user did: 297 comparison, 299 issuer map; ours: 310 yield chart, 311 spread ' +
      'chart, 312 PDF download, 313 copy page, 314 quote table, 315 chart export',
  }),
});

export const BondViews = z.object({
  bondId: Int4Id,
  total: z.number().int().meta({ description: 'Views of the bond page since counting began' }),
  last30Days: z
    .number()
    .int()
    .meta({ description: 'Views in the last 30 days (UTC), today included' }),
});
export type BondViews = z.infer<typeof BondViews>;

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
    method: 'GET',
    path: '/cb/current_user/action_log/global/json/:actionId/',
    operationId: 'logUsage',
    summary: "Log the current user's use of a page feature (spec: yield chart, PDF, comparison...)",
    description:
      'The spec makes this call a GET and never reads the answer. Stored with the user (none ' +
      'for a visitor) and the time; no bond.',
    tag: 'action-log',
    params: ActionIdParam,
    responses: { 204: z.null() },
  }),
  endpoint({
    method: 'GET',
    path: '/api/bonds/:id/views/',
    operationId: 'getBondViews',
    summary: "How often the bond's page was viewed (the counter incrementStatisticView keeps)",
    tag: 'action-log',
    params: IdParam,
    responses: { 200: BondViews, 404: ErrorBody },
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
