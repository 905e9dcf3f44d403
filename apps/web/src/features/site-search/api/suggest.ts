import { keepPreviousData, useQueries } from '@tanstack/react-query';
import type { SuggestResponse } from '@bondsight/contracts';
import { SEARCH_TYPES, type SearchType } from '@bondsight/contracts/search-rules';
import { apiError, apiUrl } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/use-formatters';

/** The suggest call of each tab (spec section 7: POST /api/suggest/{bonds,stocks,etf,...}/). */
const SUGGEST_PATHS = {
  bonds: 'POST /api/suggest/bonds/',
  stocks: 'POST /api/suggest/stocks/',
  etf: 'POST /api/suggest/etf/',
  indexes: 'POST /api/suggest/indexes/',
  companies: 'POST /api/suggest/companies/',
} as const satisfies Record<SearchType, string>;

/**
 * One suggest call. Written with fetch rather than the shared `api()` because it must take the
 * query's AbortSignal: a newer keystroke cancels the calls still in flight (spec section 4).
 * The body is the URL-encoded form the spec sends; the calls are open to everyone, no CSRF.
 */
export async function fetchSuggestions(
  type: SearchType,
  term: string,
  stopStatuses: readonly number[],
  signal?: AbortSignal,
): Promise<SuggestResponse> {
  const form = new URLSearchParams({ term });
  if (type === 'companies') form.set('emitent_stop_statuses_ids', stopStatuses.join(','));
  const response = await fetch(apiUrl(SUGGEST_PATHS[type], { body: { term } }), {
    method: 'POST',
    headers: { accept: 'application/json' },
    credentials: 'same-origin',
    body: form,
    signal,
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw apiError(response.status, body);
  return body as SuggestResponse;
}

/**
 * Each searched tab's answer; a failed call counts as an empty answer (spec: silently ignored).
 * A box searching some kinds only has no answer for the others.
 */
export type SuggestionsByType = Partial<Record<SearchType, SuggestResponse>>;

export const NOTHING: SuggestResponse = { items: [], counter_title: '0', search_error: null };

/**
 * The suggest calls for a term ('' runs none): one per kind, the five by default. They run
 * together; when the term changes the previous calls lose their observer and React Query
 * aborts them through the signal.
 */
export function useSuggestions(
  term: string,
  stopStatuses: readonly number[] = [],
  types: readonly SearchType[] = SEARCH_TYPES,
) {
  const language = useLanguage();
  return useQueries({
    queries: types.map((type) => ({
      queryKey: ['site-search', 'suggest', type, term, stopStatuses.join(','), language],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        fetchSuggestions(type, term, stopStatuses, signal),
      enabled: term !== '',
      // The list stays while the next term's answers come, so it does not flicker.
      placeholderData: keepPreviousData,
      staleTime: 60_000,
      retry: false,
      // Spec section 7: suggest failures are silently ignored (the server logs them).
      throwOnError: false,
    })),
    combine: (results) => {
      const fetching = results.some((result) => result.isFetching);
      // Every tab must have answered (or failed) before a tab can be chosen.
      const settled = results.every((result) => result.data !== undefined || result.isError);
      if (!settled || term === '') return { fetching, suggestions: null };
      // While the next term's calls run these may still be the previous term's answers.
      return {
        fetching,
        suggestions: Object.fromEntries(
          types.map((type, index) => [type, results[index]!.data ?? NOTHING]),
        ) as SuggestionsByType,
      };
    },
  });
}
