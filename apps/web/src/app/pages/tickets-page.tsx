import { TicketsView } from '../../features/support-tickets/components/tickets-view';

export function TicketsPage() {
  return <TicketsView />;
}
