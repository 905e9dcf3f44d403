import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The staff's list of sync runs (the server refuses anyone else). */
export const useSyncRuns = () =>
  useQuery({
    queryKey: ['admin-sync-runs'],
    queryFn: () => api('GET /api/admin/sync-runs/', { query: { limit: 100 } }),
    // A running sync moves on: look again now and then while the tab is open.
    refetchInterval: 60_000,
  });

/** The data's as-of day and the sources that ever synced (empty on a demo world). */
export const useDataFreshness = () =>
  useQuery({
    queryKey: ['data-freshness'],
    queryFn: () => api('GET /api/data-freshness/'),
    staleTime: 5 * 60_000,
  });
