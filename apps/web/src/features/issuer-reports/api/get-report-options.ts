import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/use-formatters';

/**
 * GET /api/company/{emitentId}/report-options/: which statements the issuer has (bank RSBU,
 * MSFO and RSBU report sets, the main one first). The three blocks and the bond page's
 * indicators share the one answer (same query key).
 */
export function useReportOptions(emitentId: number, enabled: boolean) {
  const language = useLanguage();
  return useQuery({
    queryKey: ['issuer-report-options', emitentId, language],
    queryFn: () => api('GET /api/company/:emitentId/report-options/', { params: { emitentId } }),
    enabled,
  });
}
