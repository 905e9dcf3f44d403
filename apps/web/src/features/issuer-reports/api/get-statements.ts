import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/use-formatters';

/** GET /api/report_msfo/{reportId}/: one MSFO (IFRS) report set's tables. */
export function useMsfoReport(reportId: number | null, enabled: boolean) {
  const language = useLanguage();
  return useQuery({
    queryKey: ['issuer-msfo', reportId, language],
    queryFn: () => api('GET /api/report_msfo/:reportId/', { params: { reportId: reportId! } }),
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
