import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/use-formatters';

/**
 * Spec: GET /api/company/{emitentId}/get-emitent-list-of-indexes/ (items and labels). Asked
 * for as the page opens: the block shows only when items exist, so it has no placeholder to
 * watch scrolling into view; the answer is small and cached on the server.
 */
export function useConsensus(emitentId: number) {
  const language = useLanguage();
  return useQuery({
    queryKey: ['consensus', emitentId, language],
    queryFn: () =>
      api('GET /api/company/:emitentId/get-emitent-list-of-indexes/', { params: { emitentId } }),
  });
}
