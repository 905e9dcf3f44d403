import { useQuery } from '@tanstack/react-query';
import type { MsfoSource } from '@bondsight/contracts';
import { api } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/use-formatters';

/**
 * GET /api/report_msfo/{reportId}/: one MSFO (IFRS) report set's tables, from a source's
 * figures (ours by default; `exerica` the provider's, asked for only where the option lists it).
 */
export function useMsfoReport(
  reportId: number | null,
  enabled: boolean,
  source: MsfoSource = 'bondsight',
) {
  const language = useLanguage();
  return useQuery({
    queryKey: ['issuer-msfo', reportId, source, language],
    queryFn: () =>
      api('GET /api/report_msfo/:reportId/', {
        params: { reportId: reportId! },
        // Ours keep the URL they always had (the bond page's indicators share the answer).
        ...(source === 'bondsight' ? {} : { query: { source } }),
      }),
    enabled: enabled && reportId !== null,
  });
}

/** GET /api/report_rsbu/{reportId}/: one RSBU report set's tables. */
export function useRsbuReport(reportId: number | null, enabled: boolean) {
  const language = useLanguage();
  return useQuery({
    queryKey: ['issuer-rsbu', reportId, language],
    queryFn: () => api('GET /api/report_rsbu/:reportId/', { params: { reportId: reportId! } }),
    enabled: enabled && reportId !== null,
  });
}
