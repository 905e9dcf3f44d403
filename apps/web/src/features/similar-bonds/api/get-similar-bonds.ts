import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/use-formatters';

export function useSimilarBonds(bondId: number, page: number) {
  const language = useLanguage();
  return useQuery({
    queryKey: ['similar-bonds', bondId, page, language],
    queryFn: () =>
      api('GET /api/bonds/:id/similar-items/', { params: { id: bondId }, query: { page } }),
    // The block keeps its rows while the next page loads, so it does not jump.
    placeholderData: keepPreviousData,
  });
}
