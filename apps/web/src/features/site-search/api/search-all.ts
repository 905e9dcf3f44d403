import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SEARCH_TERM_MIN_LENGTH, type SearchType } from '@bondsight/contracts/search-rules';
import { api } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/use-formatters';

/** The 'see all results' page: one tab's matches, 30 a page (GET /api/search/{type}/). */
export function useSearchAll(type: SearchType, term: string, page: number) {
  const language = useLanguage();
  const q = term.trim();
  return useQuery({
    queryKey: ['site-search', 'all', type, q, page, language],
    queryFn: () => api('GET /api/search/:type/', { params: { type }, query: { q, page } }),
    enabled: q.length >= SEARCH_TERM_MIN_LENGTH,
    // The page keeps its rows while the next page loads, so it does not jump.
    placeholderData: keepPreviousData,
  });
}
