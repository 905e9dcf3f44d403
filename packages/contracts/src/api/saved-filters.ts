import { z } from 'zod';
import { endpoint, endpointGroup } from '../endpoint';
import { SAVED_FILTER_NAME_MAX, SAVED_FILTERS_PER_PAGE } from '../bond-limits';
import { ErrorBody, FIELD_ERRORS } from '../errors';
import { SCREEN_COLUMNS } from '../screen-columns';
import { BondListFilter, bondListFilterShape, type ParsedBondListFilter } from './bond-list';
import { IdParam, Int4Id, SafeText } from './common';

/*
 * Saved filters ("uss": user saved searches): a signed-in user keeps the current filter of a
 * list under a name (the store's savedFilterName) and deletes it again. The spec gives the
 * delete call; save and list are ours, in the same family and the same answer shape.
 * A saved filter of the home list is a whole screen (issue 33): its conditions (filters, sort,
 * order) and the columns it shows; one of them may be the user's default screen.
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

/** A column id of the screener (screen-columns.ts); an unknown one is a 400 naming its place. */
export const ScreenColumnId = z.enum(SCREEN_COLUMNS);

/** The columns a screen shows, in order, each once. */
export const ScreenColumnList = z
  .array(ScreenColumnId)
  .max(SCREEN_COLUMNS.length)
  .superRefine((ids, ctx) => {
    ids.forEach((id, index) => {
      if (ids.indexOf(id) !== index)
        ctx.addIssue({ code: 'custom', message: FIELD_ERRORS.invalidValue, path: [index] });
    });
  });

/** A filter field's schema without its preprocessing of query text (see SavedConditions). */
function plain(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodDefault)
    return plain(schema.unwrap() as z.ZodType).optional();
  if (schema instanceof z.ZodPipe) return plain(schema.out as z.ZodType);
  return schema;
}

/**
 * The conditions as answered: stored after parsing, so plain JSON values. The answer cannot
 * reuse BondListFilter, whose preprocessing of query text (a one-way transform) the response
 * serializer refuses to run backwards (a saved yieldMin was a 500).
 */
const SavedConditions = z
  .strictObject(
    Object.fromEntries(
      Object.entries(bondListFilterShape).map(([key, schema]) => [key, plain(schema)]),
    ),
  )
  .meta({
    description: 'The saved BondListFilter, as parsed (numbers as numbers)',
  }) as unknown as z.ZodType<ParsedBondListFilter>;

export const SavedFilter = z.object({
  id: z.number().int(),
  page: SavedFilterPage,
  name: z.string(),
  conditions: SavedConditions,
  columns: ScreenColumnList.nullable().meta({
    description: "The screen's columns in order; null: the list's default columns",
  }),
  isDefault: z.boolean().meta({
    description: "The user's default screen of the list (at most one per list)",
  }),
  createdAt: z.string(),
});
export type SavedFilter = z.infer<typeof SavedFilter>;

export const SaveFilterRequest = z.strictObject({
  page: SavedFilterPage,
  name: SavedFilterName,
  conditions: BondListFilter,
  columns: ScreenColumnList.optional().meta({
    description:
      'The columns shown, in order (screen-columns ids); absent: the default columns. ' +
      'Replacing a name replaces its columns too.',
  }),
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

export const DefaultFilterRequest = z.strictObject({
  page: SavedFilterPage,
  id: Int4Id.nullable().meta({
    description: "The user's saved filter to make the list's default; null clears the default",
  }),
});
export type DefaultFilterRequest = z.infer<typeof DefaultFilterRequest>;

export const DefaultFilterResponse = z.object({
  defaultId: z.number().int().nullable().meta({ description: "The list's default now" }),
});

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
  endpoint({
    method: 'POST',
    path: '/api/uss/default/',
    operationId: 'setDefaultSavedFilter',
    summary: "Make one of the user's saved filters the list's default screen, or clear it",
    description:
      'At most one default per user and list: setting one unsets the previous one in the same ' +
      'transaction. The home page opened without screen parameters applies it. Deleting the ' +
      'default filter clears the default. Another user’s filter is a 404.',
    tag: 'saved-filters',
    body: DefaultFilterRequest,
    access: 'signed-in',
    responses: { 200: DefaultFilterResponse, 404: ErrorBody },
  }),
);
