import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** A new secret feed address (the old one stops working). */
export const useCalendarToken = () =>
  useMutation({ mutationFn: () => api('POST /api/watchlist/calendar-token/') });
