import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/use-formatters';

/** The filter's choices (currencies and issuer kinds the world holds). */
export function useBondListFacets() {
  const language = useLanguage();
  return useQuery({
    queryKey: ['bond-list-facets', language],
    queryFn: () => api('GET /api/bonds/filters/'),
    staleTime: 10 * 60_000,
  });
}
