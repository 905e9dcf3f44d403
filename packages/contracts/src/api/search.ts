import { z } from 'zod';
import { endpoint, endpointGroup } from '../endpoint';
import { INVALID_CHARACTERS, isSafeText } from './common';
import {
  SEARCH_ERRORS,
  SEARCH_STATUSES,
  SEARCH_TERM_MAX_LENGTH,
  SEARCH_TYPES,
} from '../search-rules';

/*
 * The site search (spec, issuer blocks sections 2 "Main search box", 3 "Suggestion item and
 * response", 4 "Site search", 5, 7 and 9): five suggest calls, one per tab, run together on
 * each pause in typing, and a "see all results" page per tab with paging.
 */

export * from '../search-rules';

export const SearchType = z.enum(SEARCH_TYPES).meta({
  description: 'The tab: bonds, stocks, indexes, companies or etf (as in the suggest paths)',
});
export type SearchType = z.infer<typeof SearchType>;

/** Control characters (C0, DEL, C1) cannot be typed into a search box: 400. */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * The typed term, untrimmed. Too long or with control characters: 400 (field `term`). Shorter
 * than 3 characters after trimming: a polite 200 with no items and search_error
 * 'search_term_too_short' (the widget does not call then; a direct call gets a valid shape).
 */
export const SearchTerm = z
  .string()
  .max(SEARCH_TERM_MAX_LENGTH)
  .refine((text) => isSafeText(text) && !CONTROL_CHARACTERS.test(text), {
    message: INVALID_CHARACTERS,
  })
  .meta({
    description:
      'Part of a name (any language the entity has, or typed in the wrong keyboard layout, or ' +
      'transliterated), an ISIN, a registration number, a ticker or an issuer name',
  });

export const SuggestRequest = z.object({ term: SearchTerm });
export type SuggestRequest = z.infer<typeof SuggestRequest>;

/** Ids of SEARCH_STATUSES: a JSON array, repeated form fields, or "0,2". */
const StopStatuses = z
  .union([
    z.array(z.coerce.number().int().min(0).max(2)).max(3),
    z.string().regex(/^\s*(\d\s*(,\s*\d\s*)*)?$/),
  ])
  .optional()
  .meta({
    description:
      'Companies whose status id (0 live, 1 matured: nothing outstanding, 2 defaulted) is ' +
      'listed are left out: an array of ids, repeated form fields, or a comma-separated string',
  });

export const SuggestCompaniesRequest = z.object({
  term: SearchTerm,
  emitent_stop_statuses_ids: StopStatuses,
});
export type SuggestCompaniesRequest = z.infer<typeof SuggestCompaniesRequest>;

export const SuggestItem = z.object({
  id: z.number().int().meta({ description: 'The bond (emission), equity, index or issuer id' }),
  ttl: z.string().meta({
    description:
      'The title as markup the server built: the name in the request language (falling back ' +
      'to English, then any), HTML-escaped, with the matched span wrapped in <mark>. When the ' +
      'term matched another text (ISIN, registration number, ticker, issuer name, a name in ' +
      'another language) that text follows in parentheses, escaped and marked the same way. ' +
      'Only <mark> and </mark> are ever markup; every entity or user character is escaped.',
  }),
  name: z.string().meta({
    description: 'The plain-text title (no markup): what the widget puts in the field',
  }),
  ticker: z
    .array(z.string())
    .optional()
    .meta({
      description:
        'Codes to show beside the title: a bond its ticker (SECID) and ISIN, a stock or ETF ' +
        'its ticker and ISIN, an index its code; absent for a company',
    }),
  status: z.enum(SEARCH_STATUSES).meta({ description: 'Activity (see SEARCH_STATUSES)' }),
});
export type SuggestItem = z.infer<typeof SuggestItem>;

export const SuggestResponse = z.object({
  items: z.array(SuggestItem).meta({
    description:
      'At most 10: prefix matches first, then by trigram similarity, then live before ' +
      'matured before defaulted',
  }),
  counter_title: z.string().meta({
    description: 'The tab count to display: "0".."100", or "100+" when more than 100 match',
  }),
  search_error: z
    .enum(SEARCH_ERRORS)
    .nullable()
    .meta({ description: 'A label key shown when items are empty, or null' }),
});
export type SuggestResponse = z.infer<typeof SuggestResponse>;

export const SearchPageParams = z.strictObject({ type: SearchType });
export const SearchPageQuery = z.object({
  q: SearchTerm,
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type SearchPageQuery = z.infer<typeof SearchPageQuery>;

export const SearchPageResponse = z.object({
  items: z.array(SuggestItem),
  total: z.number().int().meta({
    description: 'Matches in all, at most 1000 (pages past it are empty); 0 with search_error',
  }),
  total_capped: z.boolean().meta({ description: 'Whether more than 1000 match' }),
  page: z.number().int(),
  pageSize: z.number().int().meta({ description: '30 (the shared pager default)' }),
  search_error: z.enum(SEARCH_ERRORS).nullable(),
});
export type SearchPageResponse = z.infer<typeof SearchPageResponse>;

const suggestDescription =
  'Accepts an URL-encoded form (as the spec sends it) or JSON. Open to everyone: names and ' +
  'codes are public. Terms under 3 trimmed characters get no items and search_error; longer ' +
  'than 100 characters or with control characters: 400.';

const suggest = <const P extends string, const O extends string>(
  path: P,
  operationId: O,
  what: string,
) =>
  endpoint({
    method: 'POST',
    path,
    operationId,
    summary: `Site search suggestions: ${what}, 10 at most`,
    description: suggestDescription,
    tag: 'search',
    body: SuggestRequest,
    csrf: false,
    responses: { 200: SuggestResponse },
  });

export const searchEndpoints = endpointGroup(
  suggest('/api/suggest/bonds/', 'suggestBonds', 'bonds'),
  suggest('/api/suggest/stocks/', 'suggestStocks', 'stocks'),
  suggest('/api/suggest/etf/', 'suggestEtf', 'ETFs'),
  suggest('/api/suggest/indexes/', 'suggestIndexes', 'indexes'),
  endpoint({
    method: 'POST',
    path: '/api/suggest/companies/',
    operationId: 'suggestCompanies',
    summary: 'Site search suggestions: companies (issuers), 10 at most',
    description: suggestDescription,
    tag: 'search',
    body: SuggestCompaniesRequest,
    csrf: false,
    responses: { 200: SuggestResponse },
  }),
  endpoint({
    method: 'GET',
    path: '/api/search/:type/',
    operationId: 'searchAll',
    summary: 'Site search: all results of one tab, 30 a page',
    description:
      'The "see all results" page: the same matching and order as the suggest call of the ' +
      'tab, paged. Open to everyone.',
    tag: 'search',
    params: SearchPageParams,
    query: SearchPageQuery,
    responses: { 200: SearchPageResponse },
  }),
);
