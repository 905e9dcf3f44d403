import { useQuery } from '@tanstack/react-query';
import type { BondSummary, MpQuotesResponse } from '@bondsight/contracts';
import { api } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/use-formatters';

export type MpQuotes = MpQuotesResponse;

/** The query key of a bond's block: a sent request refreshes it. */
export const mpQuotesKey = (bondId: number) => ['bond-quotes', bondId] as const;

/**
 * Spec: GET /api/bonds/mp-quotes/{bondId}/{emitentId}/{bondStatusId}/. Asked only once the
 * block scrolls into view (`enabled`): it sits below the fold and must not hold the summary up.
 */
export function useMpQuotes(bond: BondSummary, enabled: boolean) {
  const language = useLanguage();
  return useQuery({
    queryKey: [...mpQuotesKey(bond.id), bond.emitent.id, bond.statusId, language],
    queryFn: () =>
      api('GET /api/bonds/mp-quotes/:bondId/:emitentId/:bondStatusId/', {
        params: { bondId: bond.id, emitentId: bond.emitent.id, bondStatusId: bond.statusId },
      }),
    enabled,
  });
}
