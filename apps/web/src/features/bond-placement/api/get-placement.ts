import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/use-formatters';

/** GET /api/bonds/{id}/placement/: the primary offering; once the block nears the viewport. */
export function useBondPlacement(bondId: number, enabled: boolean) {
  const language = useLanguage();
  return useQuery({
    queryKey: ['bond-placement', bondId, language],
    queryFn: () => api('GET /api/bonds/:id/placement/', { params: { id: bondId } }),
    enabled,
  });
}
