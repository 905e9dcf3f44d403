import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationsResponse } from '@bondsight/contracts';
import { api } from '../../../lib/api-client';
import { watchlistKeys } from './watchlist-keys';

/** The holdings' lifecycle alerts; refreshed every few minutes for the shell's counter. */
export const useNotifications = (enabled: boolean) =>
  useQuery({
    queryKey: watchlistKeys.notifications(),
    queryFn: () => api('GET /api/notifications/'),
    enabled,
    refetchInterval: 5 * 60_000,
  });

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (which: { ids: number[] } | { all: true }) =>
      api('POST /api/notifications/read/', { body: which }),
    onSuccess: ({ unread }, which) =>
      queryClient.setQueryData<NotificationsResponse>(watchlistKeys.notifications(), (old) =>
        old
          ? {
              unread,
              items: old.items.map((item) =>
                'all' in which || which.ids.includes(item.id) ? { ...item, read: true } : item,
              ),
            }
          : old,
      ),
  });
}
