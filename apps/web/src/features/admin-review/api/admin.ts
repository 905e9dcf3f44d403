import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminDecisionsResponse,
  AdminRequest,
  AdminRequestsResponse,
  AdminTicket,
  AdminTicketsResponse,
} from '@bondsight/contracts';
import { apiFetch } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/use-formatters';

export const useAdminRequests = (status: 'sent' | 'all') => {
  const language = useLanguage();
  return useQuery({
    queryKey: ['admin-requests', status, language],
    queryFn: () =>
      apiFetch<AdminRequestsResponse>(`/api/admin/requests/?status=${status}&lang=${language}`),
  });
};

export const useDecisions = () =>
  useQuery({
    queryKey: ['admin-decisions'],
    queryFn: () => apiFetch<AdminDecisionsResponse>('/api/admin/decisions/'),
  });

/** After a decision the lists and the log are stale. */
export function useDecide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: 'approve' | 'reject' }) =>
      apiFetch<AdminRequest>(`/api/admin/requests/${id}/decision/`, {
        method: 'POST',
        body: { decision },
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['admin-requests'] });
      await queryClient.invalidateQueries({ queryKey: ['admin-decisions'] });
    },
  });
}

export const ADMIN_TICKETS_KEY = ['admin-tickets'] as const;

export const useAdminTickets = () =>
  useQuery({
    queryKey: ADMIN_TICKETS_KEY,
    queryFn: () => apiFetch<AdminTicketsResponse>('/api/admin/tickets/'),
  });

function useAdminTicketMutation<A>(call: (args: A) => Promise<AdminTicket>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (ticket) => {
      queryClient.setQueryData<AdminTicketsResponse>(ADMIN_TICKETS_KEY, (list) => ({
        tickets: (list?.tickets ?? []).map((t) => (t.id === ticket.id ? ticket : t)),
      }));
      await queryClient.invalidateQueries({ queryKey: ['admin-decisions'] });
    },
  });
}

export const useAdminReply = () =>
  useAdminTicketMutation(({ id, body }: { id: number; body: string }) =>
    apiFetch<AdminTicket>(`/api/admin/tickets/${id}/reply/`, { method: 'POST', body: { body } }),
  );

export const useAdminMarkRead = () =>
  useAdminTicketMutation((id: number) =>
    apiFetch<AdminTicket>(`/api/admin/tickets/${id}/read/`, { method: 'POST' }),
  );
