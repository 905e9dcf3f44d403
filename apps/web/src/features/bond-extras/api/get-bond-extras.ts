import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/use-formatters';

/** The bond's extra blocks; asked for once the extras area nears the viewport. */
export function useBondExtras(bondId: number, enabled: boolean) {
  const language = useLanguage();
  return useQuery({
    queryKey: ['bond-extras', bondId, language],
    queryFn: () => api('GET /api/bonds/:id/extras/', { params: { id: bondId } }),
    enabled,
  });
}
