import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { watchlistKeys } from './watchlist-keys';

/** Months ahead the ladder shows by default (the server's default too). */
export const LADDER_MONTHS = 36;

/** A list's coming cash flows by month and currency; loaded when the block nears the view. */
export const useLadder = (listId: number, enabled: boolean, months = LADDER_MONTHS) =>
  useQuery({
    queryKey: watchlistKeys.ladder(listId, months),
    queryFn: () =>
      api('GET /api/watchlist/:id/ladder/', { params: { id: listId }, query: { months } }),
    enabled,
  });
