import { useCallback, useMemo } from 'react';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { chartSearchParams, parseChartSearch, type ChartSearch } from './chart-search';

/**
 * The chart's state in the URL: read from the router's parsed query, written back with
 * `replace` (a chart change is no new history entry), keeping every other query key.
 */
export function useChartSearch(): [ChartSearch, (change: Partial<ChartSearch>) => void] {
  const query = useRouterState({
    select: (state) => state.location.search as Record<string, unknown>,
  });
  const navigate = useNavigate();
  const state = useMemo(() => parseChartSearch(query), [query]);
  const update = useCallback(
    (change: Partial<ChartSearch>) => {
      const params = chartSearchParams({ ...state, ...change });
      void navigate({
        to: '.',
        replace: true,
        resetScroll: false,
        search: ((previous: Record<string, unknown>) => {
          const next: Record<string, unknown> = { ...previous };
          for (const [key, value] of Object.entries(params)) {
            if (value === undefined) delete next[key];
            else next[key] = value;
          }
          return next;
        }) as never,
      });
    },
    [navigate, state],
  );
  return [state, update];
}
