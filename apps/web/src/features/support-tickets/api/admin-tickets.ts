import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminTicket, AdminTicketsResponse } from '@bondsight/contracts';
import { api } from '../../../lib/api-client';

/** The staff's side of support tickets, shown on /admin/. */
export const ADMIN_TICKETS_KEY = ['admin-tickets'] as const;
/** The admin log (admin review) lists staff answers too: it is stale after one. */
const ADMIN_DECISIONS_KEY = ['admin-decisions'] as const;

export const useAdminTickets = () =>
  useQuery({
    queryKey: ADMIN_TICKETS_KEY,
    queryFn: () => api('GET /api/admin/tickets/'),
  });

/** Each change answers with the ticket as it now is: put it in the list. */
function useAdminTicketMutation<A>(call: (args: A) => Promise<AdminTicket>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (ticket) => {
      queryClient.setQueryData<AdminTicketsResponse>(ADMIN_TICKETS_KEY, (list) => ({
        tickets: (list?.tickets ?? []).map((t) => (t.id === ticket.id ? ticket : t)),
      }));
      await queryClient.invalidateQueries({ queryKey: ADMIN_DECISIONS_KEY });
    },
  });
}

export const useAdminReply = () =>
  useAdminTicketMutation(({ id, body }: { id: number; body: string }) =>
    api('POST /api/admin/tickets/:id/reply/', { params: { id }, body: { body } }),
  );

export const useAdminMarkRead = () =>
  useAdminTicketMutation((id: number) =>
    api('POST /api/admin/tickets/:id/read/', { params: { id } }),
  );
