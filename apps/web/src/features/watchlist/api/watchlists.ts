import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { WATCHLIST_ROOT, watchlistKeys } from './watchlist-keys';

/** The user's lists with their holdings, value and P&L. */
export const useWatchlists = (enabled: boolean) =>
  useQuery({
    queryKey: watchlistKeys.lists(),
    queryFn: () => api('GET /api/watchlist/'),
    enabled,
  });

function useListChange<A>(call: (args: A) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WATCHLIST_ROOT }),
  });
}

export const useCreateWatchlist = () =>
  useListChange((name: string) => api('POST /api/watchlist/create/', { body: { name } }));

export const useRenameWatchlist = () =>
  useListChange(({ id, name }: { id: number; name: string }) =>
    api('POST /api/watchlist/rename/', { body: { id, name } }),
  );

export const useDeleteWatchlist = () =>
  useListChange((id: number) => api('POST /api/watchlist/delete/', { body: { id } }));
