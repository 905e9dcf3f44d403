/** React Query keys of the watchlist feature: one root, so a change refreshes all of it. */
export const WATCHLIST_ROOT = ['watchlist'] as const;
export const watchlistKeys = {
  panel: (bondId: number) => [...WATCHLIST_ROOT, 'panel', bondId] as const,
  lists: () => [...WATCHLIST_ROOT, 'lists'] as const,
  ladder: (listId: number, months: number) =>
    [...WATCHLIST_ROOT, 'ladder', listId, months] as const,
  notifications: () => [...WATCHLIST_ROOT, 'notifications'] as const,
};
