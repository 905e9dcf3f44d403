import { useQuery } from '@tanstack/react-query';
import { api, apiUrl } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/use-formatters';

/** Spec: GET /api/bonds/{id}/praams/ (a truthy body shows the block); once near the viewport. */
export function useBondPraams(bondId: number, enabled: boolean) {
  const language = useLanguage();
  return useQuery({
    queryKey: ['bond-praams', bondId, language],
    queryFn: () => api('GET /api/bonds/:id/praams/', { params: { id: bondId } }),
    enabled,
  });
}

/** The praams report: a plain GET, so a link downloads it. */
export const praamsReportUrl = (bondId: number) =>
  apiUrl('GET /api/bonds/:id/praams/report/', { params: { id: bondId } });
