import { z } from 'zod';
import { endpoint, endpointGroup } from '../endpoint';
import { ErrorBody } from '../errors';
import { IdParam, INT4_MAX, Int4Id, SafeText } from './common';
import { ChartModel } from './chart';
import { BOND_LIFE_STATES } from '../statuses';

/*
 * The comparison search of the bond page (spec, issuer blocks section 2 "Comparison search",
 * 3 "Autocomplete response" and "Trading grounds response", 4 and 7): find a bond or an index
 * to add to the chart, then the trading ground of the chosen bond.
 */

/** Spec: the search starts when the trimmed term is longer than 2 characters. */
export const COMPARE_TERM_MIN_LENGTH = 3;
export const COMPARE_TERM_MAX_LENGTH = 100;
/** Items per tab. */
export const COMPARE_TAB_LIMIT = 10;

/** Spec: the page tags each call with a random hash (1..999999) and drops stale answers. */
const RequestHash = z
  .number()
  .int()
  .min(1)
  .max(999_999)
  .meta({ description: 'A random number the answer echoes, so the page can drop stale ones' });
const CurrentTgId = z
  .number()
  .int()
  .min(0)
  .max(INT4_MAX)
  .meta({ description: "The page bond's trading ground on the chart (0: none)" });

export const AutocompleteRequest = z.strictObject({
  term: SafeText.trim()
    .min(COMPARE_TERM_MIN_LENGTH)
    .max(COMPARE_TERM_MAX_LENGTH)
    .meta({ description: 'Part of a name (in the request language), an ISIN, a ticker or code' }),
  hash: RequestHash,
  currentTgId: CurrentTgId,
});
export type AutocompleteRequest = z.infer<typeof AutocompleteRequest>;

export const AutocompleteItem = z.object({
  id: z.number().int(),
  name: z.string(),
  highlighting: z
    .object({
      text: z.string(),
      start: z.number().int(),
      length: z.number().int(),
    })
    .meta({
      description:
        'What matched the term (the name, ISIN, ticker or code) and where: `start` and ' +
        '`length` in UTF-16 units of `text`, for the page to mark (no HTML is sent)',
    }),
  state: z
    .enum(BOND_LIFE_STATES)
    .optional()
    .meta({
      description:
        "A bond's life on its data's as-of date (lib/bond-life.ts): live ones are listed first, " +
        'then the matured, redeemed, cancelled and defaulted ones. Absent for an index',
    }),
  ended_on: z
    .string()
    .nullable()
    .optional()
    .meta({
      description:
        'YYYY-MM-DD: the day a bond that is no longer alive ended (matured, redeemed early); ' +
        'null while it lives or when unknown. Absent for an index',
    }),
});
export const AutocompleteTab = z.object({
  name: z.enum(['bonds', 'indexes']).meta({ description: "The tab's key (the page's label)" }),
  count: z.number().int().meta({ description: 'Matches in all (at most 10 are listed)' }),
  selected: z.boolean().meta({ description: 'The tab to open: the first with matches' }),
  showList: z.boolean().meta({ description: 'Whether the tab has items to list' }),
  withTradingGrounds: z
    .boolean()
    .meta({ description: 'Whether a chosen item needs a trading ground (bonds) or not' }),
  model: ChartModel,
  items: z.array(AutocompleteItem),
});
export const AutocompleteResponse = z.object({
  hash: z.number().int(),
  tabs: z.array(AutocompleteTab),
});
export type AutocompleteResponse = z.infer<typeof AutocompleteResponse>;

export const CompareGroundsRequest = z.strictObject({
  hash: RequestHash,
  currentTgId: CurrentTgId,
  selectedId: Int4Id.meta({ description: 'The bond chosen in the search' }),
});
export type CompareGroundsRequest = z.infer<typeof CompareGroundsRequest>;

export const CompareGround = z.object({
  id: z.number().int(),
  name: z.string(),
  max_date: z.string().meta({ description: "The chosen bond's latest tick there, YYYY-MM-DD" }),
  max_date_numeric: z.number().int().meta({ description: 'max_date in ms (00:00 UTC)' }),
});
export const CompareGroundsResponse = z.object({
  hash: z.number().int(),
  result: z.boolean().meta({ description: 'Whether there is a ground to add (items not empty)' }),
  items: z.array(CompareGround),
});
export type CompareGroundsResponse = z.infer<typeof CompareGroundsResponse>;

export const comparisonEndpoints = endpointGroup(
  endpoint({
    method: 'POST',
    path: '/api/bonds/:id/getAutocompleteData/',
    operationId: 'getCompareAutocomplete',
    summary: 'Comparison search: bonds and indexes matching a term, 10 a tab',
    description:
      'Matches a name in the request language (or English), an ISIN, a ticker or an index ' +
      'code: bonds alive on their data date first (then matured, redeemed, cancelled and ' +
      'defaulted ones), prefix matches first within each; only bonds with a priced tick (a ' +
      'line to draw) and indexes with values are listed. ' +
      'Full access only (the access table\'s "bond.compare").',
    tag: 'comparison',
    params: IdParam,
    body: AutocompleteRequest,
    access: 'bond.compare',
    csrf: false,
    responses: { 200: AutocompleteResponse, 404: ErrorBody },
  }),
  endpoint({
    method: 'POST',
    path: '/api/bonds/:id/getTradingGround/',
    operationId: 'getCompareTradingGrounds',
    summary: 'Comparison search: the trading grounds of the chosen bond',
    description:
      'The grounds where the chosen bond has ticks, with its latest date on each; the page ' +
      "bond's own ground (currentTgId) is left out when the chosen bond is the page's bond " +
      '(spec: the current bond on the same ground cannot be added again). Full access only.',
    tag: 'comparison',
    params: IdParam,
    body: CompareGroundsRequest,
    access: 'bond.compare',
    csrf: false,
    responses: { 200: CompareGroundsResponse, 404: ErrorBody },
  }),
);
