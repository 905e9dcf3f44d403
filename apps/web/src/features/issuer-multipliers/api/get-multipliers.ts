import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/use-formatters';

/**
 * Spec: GET /api/company/{emitentId}/multipliers/. Asked for as the page opens, beside the
 * statements: the block stays hidden until a period has data, so it has no placeholder to
 * watch scrolling into view (the block menu lists only blocks that render). A small answer,
 * computed once per data version on the server.
 */
export function useIssuerMultipliers(emitentId: number) {
  const language = useLanguage();
  return useQuery({
    queryKey: ['issuer-multipliers', emitentId, language],
    queryFn: () => api('GET /api/company/:emitentId/multipliers/', { params: { emitentId } }),
  });
}
