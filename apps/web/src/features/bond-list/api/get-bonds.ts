import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { BondListResponse } from '@bondsight/contracts';
import { api } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/use-formatters';
import { bondListQuery, type BondListSearch } from '../bond-list-search';

export type BondList = BondListResponse;

/** A page of the filtered, ordered list; the previous page stays on screen while the next loads. */
export function useBondList(search: BondListSearch) {
  const language = useLanguage();
  const query = bondListQuery(search);
  return useQuery({
    queryKey: ['bond-list', query, language],
    queryFn: () => api('GET /api/bonds/', { query }),
    placeholderData: keepPreviousData,
  });
}
