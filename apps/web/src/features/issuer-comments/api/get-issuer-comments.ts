import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/use-formatters';

export const issuerCommentsKey = (emitentId: number) => ['issuer-comments', emitentId] as const;

/**
 * Spec: GET /api/company/{emitentId}/comments_about/. Asked for once the block is near the
 * viewport; its file states are the viewer's own, so a session change refetches it.
 */
export function useIssuerComments(emitentId: number, enabled: boolean) {
  const language = useLanguage();
  return useQuery({
    queryKey: [...issuerCommentsKey(emitentId), language],
    queryFn: () => api('GET /api/company/:emitentId/comments_about/', { params: { emitentId } }),
    enabled,
  });
}
