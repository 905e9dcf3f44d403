import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/use-formatters';

/** Request lists carry names in the interface language: the key keeps it. */
export const useAdminRequests = (status: 'sent' | 'all') => {
  const language = useLanguage();
  return useQuery({
    queryKey: ['admin-requests', status, language],
    queryFn: () => api('GET /api/admin/requests/', { query: { status } }),
  });
};

/** The log is shared with the staff's ticket answers, which invalidate this key too. */
export const ADMIN_DECISIONS_KEY = ['admin-decisions'] as const;

export const useDecisions = () =>
  useQuery({
    queryKey: ADMIN_DECISIONS_KEY,
    queryFn: () => api('GET /api/admin/decisions/'),
  });

/** After a decision the lists and the log are stale. */
export function useDecide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: 'approve' | 'reject' }) =>
      api('POST /api/admin/requests/:id/decision/', { params: { id }, body: { decision } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['admin-requests'] });
      await queryClient.invalidateQueries({ queryKey: ADMIN_DECISIONS_KEY });
    },
  });
}
