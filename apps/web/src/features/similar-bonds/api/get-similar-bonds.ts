import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SimilarBondsResponse } from '@bondsight/contracts';
import { apiFetch } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/use-formatters';

export function useSimilarBonds(bondId: number, page: number) {
  const language = useLanguage();
  return useQuery({
    queryKey: ['similar-bonds', bondId, page, language],
    queryFn: () =>
      apiFetch<SimilarBondsResponse>(
        `/api/bonds/${bondId}/similar-items/?page=${page}&lang=${language}`,
      ),
    // The block keeps its rows while the next page loads, so it does not jump.
    placeholderData: keepPreviousData,
  });
}
