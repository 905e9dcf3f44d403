import { useQueries } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/use-formatters';

/** The archiveFlag of the path: '0' the actual forms, '1' the archive. */
export type ArchiveFlag = '0' | '1';

/**
 * GET /api/report_bank_rsbu/{emitentId}/{archiveFlag}/ for both variants at once (spec
 * section 4: both are fetched at load, so a variant without data loses its tab at once).
 */
export function useBankRsbuVariants(emitentId: number, enabled: boolean) {
  const language = useLanguage();
  const [actual, archive] = useQueries({
    queries: (['0', '1'] as const).map((archiveFlag) => ({
      queryKey: ['issuer-bank-rsbu', emitentId, archiveFlag, language],
      queryFn: () =>
        api('GET /api/report_bank_rsbu/:emitentId/:archiveFlag/', {
          params: { emitentId, archiveFlag },
        }),
      enabled,
    })),
  });
  return { actual: actual!, archive: archive! };
}
