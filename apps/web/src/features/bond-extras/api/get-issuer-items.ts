import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/use-formatters';

/** A page (10) of the issuer's other bonds, newest issue first. */
export function useIssuerItems(bondId: number, page: number) {
  const language = useLanguage();
  return useQuery({
    queryKey: ['bond-issuer-items', bondId, page, language],
    queryFn: () =>
      api('GET /api/bonds/:id/issuer-items/', { params: { id: bondId }, query: { page } }),
    // The block keeps its rows while the next page loads, so it does not jump.
    placeholderData: keepPreviousData,
  });
}
