import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The support tickets' list (and the shell's unread counter) are kept under this key. */
const SUPPORT_TICKETS_KEY = ['support-tickets'] as const;

/**
 * Spec (level 1077): the empty-quotes button asks support to find quotes of this bond, as a
 * support ticket (POST /api/profile/support/tickets/).
 */
export function useOpenQuotesTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ticket: { subject: string; body: string }) =>
      api('POST /api/profile/support/tickets/', { body: ticket }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SUPPORT_TICKETS_KEY }),
  });
}
