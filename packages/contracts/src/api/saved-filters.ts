import { z } from 'zod';
import { endpoint, endpointGroup } from '../endpoint';
import { SAVED_FILTER_NAME_MAX, SAVED_FILTERS_PER_PAGE } from '../bond-limits';
import { ErrorBody, FIELD_ERRORS } from '../errors';
import { BondListFilter } from './bond-list';
import { IdParam, SafeText } from './common';

/*
 * Saved filters ("uss": user saved searches): a signed-in user keeps the current filter of a
 * list under a name (the store's savedFilterName) and deletes it again. The spec gives the
 * delete call; save and list are ours, in the same family and the same answer shape.
 */

/** Lists whose filters can be saved; each names the filter object it stores. */
export const SavedFilterPage = z.enum(['home-bonds']);
export type SavedFilterPage = z.infer<typeof SavedFilterPage>;

const SavedFilterName = SafeText.transform((name) => name.trim())
  .pipe(
    z
      .string()
      .min(1, { message: FIELD_ERRORS.required })
      .max(SAVED_FILTER_NAME_MAX, { message: FIELD_ERRORS.tooLong }),
  )
  .meta({ description: `1 to ${SAVED_FILTER_NAME_MAX} characters once trimmed` });

export const SavedFilter = z.object({
  id: z.number().int(),
  page: SavedFilterPage,
  name: z.string(),
  conditions: BondListFilter,
  createdAt: z.string(),
});
export type SavedFilter = z.infer<typeof SavedFilter>;

export const SaveFilterRequest = z.strictObject({
  page: SavedFilterPage,
  name: SavedFilterName,
  conditions: BondListFilter,
});
export type SaveFilterRequest = z.input<typeof SaveFilterRequest>;

export const SaveFilterResponse = z.object({
  response: z.object({
    items: z.array(SavedFilter.extend({ status: z.literal(1) })).length(1),
  }),
  /** true when the name existed and its conditions were replaced. */
  replaced: z.boolean(),
});

export const SavedFilterListQuery = z.strictObject({
  page: SavedFilterPage,
  lang: z.string().optional(),
});
export const SavedFilterListResponse = z.object({
  items: z.array(SavedFilter).meta({ description: "The user's filters of the list, by name" }),
  limit: z.number().int().meta({ description: 'Most filters a user may keep per list' }),
});
export type SavedFilterListResponse = z.infer<typeof SavedFilterListResponse>;

/** Spec: `response.items[0].status` equal to 1 means success. */
export const DeleteFilterResponse = z.object({
  response: z.object({
    items: z.array(z.object({ id: z.number().int(), status: z.literal(1) })).length(1),
  }),
});
export type DeleteFilterResponse = z.infer<typeof DeleteFilterResponse>;

export const savedFilterEndpoints = endpointGroup(
  endpoint({
    method: 'POST',
    path: '/api/uss/save/',
    operationId: 'saveFilter',
    summary: 'Save the current filter of a list under a name (signed in)',
    description:
      `A name the user already has on that list replaces its conditions; a new one past ` +
      `${SAVED_FILTERS_PER_PAGE} per list is refused (409 conflict, saved_filters_limit).`,
    tag: 'saved-filters',
    body: SaveFilterRequest,
    access: 'signed-in',
    responses: { 200: SaveFilterResponse, 409: ErrorBody },
  }),
  endpoint({
    method: 'GET',
    path: '/api/uss/list/',
    operationId: 'listSavedFilters',
    summary: "The signed-in user's saved filters of a list",
    tag: 'saved-filters',
    query: SavedFilterListQuery,
    access: 'signed-in',
    responses: { 200: SavedFilterListResponse },
  }),
  endpoint({
    method: 'POST',
    path: '/api/uss/delete/:id/',
    operationId: 'deleteSavedFilter',
    summary: 'Delete a saved filter (signed in; another user’s filter is a 404)',
    description:
      'Spec: `response.items[0].status` equal to 1 means success; the page removes the option, ' +
      'shows the deleted-request notice and clears the selector’s default condition.',
    tag: 'saved-filters',
    params: IdParam,
    access: 'signed-in',
    responses: { 200: DeleteFilterResponse, 404: ErrorBody },
  }),
);
