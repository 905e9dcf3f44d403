import { useQueries } from '@tanstack/react-query';
import type { ReportFileList } from '@bondsight/contracts';
import { api } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/use-formatters';

/** The lists the block shows, in this order (the spec's {apiUrl} values the server knows). */
export const LISTS: readonly ReportFileList[] = ['msfo', 'rsbu', 'bank_rsbu'];

export const reportFilesKey = (emitentId: number) => ['issuer-report-files', emitentId] as const;

/**
 * Spec: GET /api/company/get-report/{apiUrl}/{emitentId}/, once per list. Asked for as the
 * page opens: the block stays hidden until a list has files, so it has no placeholder to
 * watch scrolling into view. The links depend on the viewer's access (a session change
 * refetches every query).
 */
export function useReportFiles(emitentId: number) {
  const language = useLanguage();
  return useQueries({
    queries: LISTS.map((list) => ({
      queryKey: [...reportFilesKey(emitentId), list, language],
      queryFn: () =>
        api('GET /api/company/get-report/:apiUrl/:emitentId/', {
          params: { apiUrl: list, emitentId },
        }),
    })),
  });
}
