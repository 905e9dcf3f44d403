import { useQuery } from '@tanstack/react-query';
import type { BondListResponse } from '@bondsight/contracts';
import { apiFetch } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/use-formatters';

export type BondList = BondListResponse;

export function useBondList(limit: number, offset: number) {
  const language = useLanguage();
  return useQuery({
    queryKey: ['bond-list', limit, offset, language],
    queryFn: () =>
      apiFetch<BondList>(`/api/bonds/?limit=${limit}&offset=${offset}&lang=${language}`),
  });
}
