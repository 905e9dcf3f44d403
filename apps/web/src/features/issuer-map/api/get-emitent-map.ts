import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/use-formatters';

/**
 * Spec: GET /api/emitent-map-data/{emitentId}/. Asked for once the block nears the viewport
 * (`enabled`), so the page's top does not wait for it.
 */
export function useEmitentMap(emitentId: number, enabled: boolean) {
  const language = useLanguage();
  return useQuery({
    queryKey: ['emitent-map', emitentId, language],
    queryFn: () => api('GET /api/emitent-map-data/:emitentId/', { params: { emitentId } }),
    enabled,
  });
}
