import { useQuery } from '@tanstack/react-query';
import type { BondListResponse } from '@bondsight/contracts';
import { api } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/use-formatters';

export type BondList = BondListResponse;

export function useBondList(limit: number, offset: number) {
  const language = useLanguage();
  return useQuery({
    queryKey: ['bond-list', limit, offset, language],
    queryFn: () => api('GET /api/bonds/', { query: { limit, offset } }),
  });
}
