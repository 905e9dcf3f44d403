import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ScreenScatterResponse } from '@bondsight/contracts';
import { api } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/use-formatters';
import { filterOf, type BondListFilterState } from '../bond-list-search';

export type ScreenScatter = ScreenScatterResponse;

/**
 * The screen's yield/duration map: asked for only while the map is open (`enabled`), for the
 * screen's filters (its order moves no point, so it is left out of the call and the key); the
 * previous map stays while the next screen's loads.
 */
export function useScreenScatter(screen: BondListFilterState, enabled: boolean) {
  const language = useLanguage();
  const { sort: _sort, order: _order, ...query } = filterOf(screen);
  return useQuery({
    queryKey: ['screen-scatter', query, language],
    queryFn: () => api('GET /api/bonds/scatter/', { query }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
