import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WatchlistItem, WatchlistItemsResponse } from '@bondsight/contracts';
import { api } from '../../../lib/api-client';
import type { SavePlan } from '../../../widgets/watchlist-panel/watchlist-rules';
import { emitWlUpdate } from '../wl-events';
import { WATCHLIST_ROOT, watchlistKeys } from './watchlist-keys';

/** The user's lists as the panel's items for one bond; loaded when the panel opens. */
export const useWatchlistItems = (bondId: number, enabled: boolean) =>
  useQuery({
    queryKey: watchlistKeys.panel(bondId),
    queryFn: (): Promise<WatchlistItemsResponse> =>
      api('GET /api/watchlist/items/', { query: { bondId } }),
    enabled,
  });

export interface SaveOutcome {
  /** The success notice's label key (append), or null for a plain remove. */
  message: string | null;
  watchlist: WatchlistItem[];
}

/**
 * Spec section 7: an append when something is added (the server takes the bond out of every
 * list the append does not name, in the same transaction); the remove call when only removing.
 */
async function saveToWatchlists(bondId: number, plan: SavePlan): Promise<SaveOutcome> {
  if (plan.add.length > 0) {
    const answer = await api('POST /api/watchlistAppend/', {
      body: { bondId, add: plan.add, qnt: plan.qnt, price: plan.price, date: plan.date },
    });
    if (answer.watchlist.length > 0)
      emitWlUpdate({ link: 'watchlistAppend', bondId, watchlist: answer.watchlist });
    return { message: answer.message, watchlist: answer.watchlist };
  }
  if (plan.remove.length === 0) return { message: null, watchlist: [] };
  const removed = await api('POST /api/watchlist/remove/', { body: { ids: plan.remove, bondId } });
  // Spec: a non-empty answer with nothing being added emits wlUpdate with link remove.
  if (removed.length > 0) emitWlUpdate({ link: 'remove', bondId, watchlist: removed });
  return { message: null, watchlist: [] };
}

export function useSaveWatchlists(bondId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (plan: SavePlan) => saveToWatchlists(bondId, plan),
    // Holdings, ladders and alerts all follow the lists.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WATCHLIST_ROOT }),
  });
}
