import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { BondListResponse } from '@bondsight/contracts';
import { api } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/use-formatters';
import { bondListQuery, filterOf, type BondListSearch } from '../bond-list-search';

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

/**
 * The screen's total: the page's own when it is exact; above 10,000 bonds the page carries an
 * estimate and the exact count is asked for after it (its order and page change no count, so
 * they are no part of the call or the key). `exact` is false until the count arrives.
 */
export function useScreenTotal(search: BondListSearch, page: BondList | undefined) {
  const language = useLanguage();
  const { sort: _sort, order: _order, ...query } = filterOf(search);
  const count = useQuery({
    queryKey: ['bond-count', query, language],
    queryFn: () => api('GET /api/bonds/count/', { query }),
    enabled: page !== undefined && !page.totalExact,
  });
  if (!page) return undefined;
  if (page.totalExact) return { total: page.total, exact: true };
  return count.data
    ? { total: count.data.total, exact: true }
    : { total: page.total, exact: false };
}
