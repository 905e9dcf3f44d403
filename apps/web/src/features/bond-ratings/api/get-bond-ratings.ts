import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/use-formatters';

/** The current ratings of a bond's six lists; asked for once the block is near the viewport. */
export function useBondRatings(bondId: number, enabled: boolean) {
  const language = useLanguage();
  return useQuery({
    queryKey: ['bond-ratings', bondId, language],
    queryFn: () => api('GET /api/bonds/:id/ratings/', { params: { id: bondId } }),
    enabled,
  });
}
