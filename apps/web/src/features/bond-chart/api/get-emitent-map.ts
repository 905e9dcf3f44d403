import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/use-formatters';

/**
 * The issuer map of the bond's issuer (spec: GET /api/emitent-map-data/{emitentId}/): whether
 * the chart shows its Issuer map tab (hidden without map data), and the tab's data. The same
 * query key as the issuer page's block, so the two share the cached answer.
 */
export function useBondIssuerMap(emitentId: number) {
  const language = useLanguage();
  return useQuery({
    queryKey: ['emitent-map', emitentId, language],
    queryFn: () => api('GET /api/emitent-map-data/:emitentId/', { params: { emitentId } }),
  });
}
