import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/use-formatters';

/** The T-spread's benchmark bond and how it was chosen (GET /cb/emissions/item/global/json/{id}/). */
export function useBenchmark(bondId: number, enabled: boolean) {
  const language = useLanguage();
  return useQuery({
    queryKey: ['bond-calc', 'benchmark', bondId, language],
    // The client adds ?lang= to every call (the spec's ?lang={lang}).
    queryFn: () => api('GET /cb/emissions/item/global/json/:id/', { params: { id: bondId } }),
    enabled,
  });
}
