import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SupportTicket, SupportTicketsResponse } from '@bondsight/contracts';
import { api } from '../../../lib/api-client';

export const TICKETS_KEY = ['support-tickets'] as const;

const getTickets = () => api('GET /api/profile/support/tickets/');

/** Spec: tickets load only for level 1077 or tariff 677; refreshed every minute for the counter. */
export const useTickets = (enabled: boolean) =>
  useQuery({ queryKey: TICKETS_KEY, queryFn: getTickets, enabled, refetchInterval: 60_000 });

/** Each change answers with the ticket as it now is: put it in the list. */
function useTicketMutation<A>(call: (args: A) => Promise<SupportTicket>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (ticket) =>
      queryClient.setQueryData<SupportTicketsResponse>(TICKETS_KEY, (list) => {
        const others = (list?.tickets ?? []).filter((t) => t.id !== ticket.id);
        const known = list?.tickets.some((t) => t.id === ticket.id);
        return {
          tickets: known
            ? (list?.tickets ?? []).map((t) => (t.id === ticket.id ? ticket : t))
            : [ticket, ...others],
        };
      }),
  });
}

export const useOpenTicket = () =>
  useTicketMutation((body: { subject: string; body: string }) =>
    api('POST /api/profile/support/tickets/', { body }),
  );

export const useReplyTicket = () =>
  useTicketMutation(({ id, body }: { id: number; body: string }) =>
    api('POST /api/profile/support/tickets/:id/messages/', { params: { id }, body: { body } }),
  );

export const useMarkTicketRead = () =>
  useTicketMutation((id: number) =>
    api('POST /api/profile/support/tickets/:id/read/', { params: { id } }),
  );
