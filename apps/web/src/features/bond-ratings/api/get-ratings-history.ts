import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/use-formatters';

/** Spec: POST /api/bonds/{id}/getRatingsHistory/ with params (the rating type id). */
export function useRatingsHistory(bondId: number, ratingTypeId: number | null) {
  const language = useLanguage();
  return useQuery({
    queryKey: ['bond-ratings-history', bondId, ratingTypeId, language],
    queryFn: () =>
      api('POST /api/bonds/:id/getRatingsHistory/', {
        params: { id: bondId },
        body: { params: { ratingTypeId: ratingTypeId! } },
      }),
    enabled: ratingTypeId !== null,
    // The table keeps its rows while another rating type loads, so it does not jump.
    placeholderData: keepPreviousData,
  });
}
