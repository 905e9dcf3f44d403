import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/use-formatters';

/** A bond's cash flow and options; asked for once the block is near the viewport. */
export function useCashFlow(bondId: number, enabled: boolean) {
  const language = useLanguage();
  return useQuery({
    queryKey: ['bond-cash-flow', bondId, language],
    queryFn: () => api('GET /api/bonds/:id/cash-flow/', { params: { id: bondId } }),
    enabled,
  });
}
