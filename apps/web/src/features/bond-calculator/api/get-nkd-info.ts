import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Accrued interest of the bond on the block's date (GET /api/bonds/{id}/getNkdInfo/{date}/). */
export function useNkdInfo(bondId: number, date: string, enabled: boolean) {
  return useQuery({
    queryKey: ['bond-calc', 'nkd', bondId, date],
    queryFn: () => api('GET /api/bonds/:id/getNkdInfo/:date/', { params: { id: bondId, date } }),
    enabled,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
