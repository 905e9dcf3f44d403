import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SavedFilterListResponse, SaveFilterRequest } from '@bondsight/contracts';
import { api } from '../../../lib/api-client';

/** The one list whose filters the home page saves. */
export const HOME_FILTERS_PAGE = 'home-bonds' as const;
const listKey = ['saved-filters', HOME_FILTERS_PAGE] as const;

/** The signed-in user's saved filters; not asked for a visitor (the server would say 401). */
export function useSavedFilters(signedIn: boolean) {
  return useQuery({
    queryKey: listKey,
    queryFn: () => api('GET /api/uss/list/', { query: { page: HOME_FILTERS_PAGE } }),
    enabled: signedIn,
  });
}

export function useSaveFilter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<SaveFilterRequest, 'page'>) =>
      api('POST /api/uss/save/', { body: { ...body, page: HOME_FILTERS_PAGE } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });
}

/** Makes a saved screen the home page's default (id), or clears it (null). */
export function useSetDefaultFilter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number | null) =>
      api('POST /api/uss/default/', { body: { page: HOME_FILTERS_PAGE, id } }),
    onSuccess: ({ defaultId }) => {
      queryClient.setQueryData<SavedFilterListResponse>(listKey, (old) =>
        old
          ? {
              ...old,
              items: old.items.map((item) => ({ ...item, isDefault: item.id === defaultId })),
            }
          : old,
      );
    },
  });
}

/**
 * Spec: `response.items[0].status` equal to 1 means success; the option then leaves the list
 * at once (the cache is updated before the list is asked again).
 */
export function useDeleteFilter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      const answer = await api('POST /api/uss/delete/:id/', { params: { id } });
      return answer.response.items[0]?.status === 1 ? id : null;
    },
    onSuccess: (id) => {
      if (id === null) return;
      queryClient.setQueryData<SavedFilterListResponse>(listKey, (old) =>
        old ? { ...old, items: old.items.filter((item) => item.id !== id) } : old,
      );
      void queryClient.invalidateQueries({ queryKey: listKey });
    },
  });
}
