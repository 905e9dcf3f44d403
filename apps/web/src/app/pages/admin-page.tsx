import { AdminReview } from '../../features/admin-review/components/admin-review';
import { AdminTickets } from '../../features/support-tickets/components/admin-tickets';

/** /admin/: the admin review, with the staff's side of support tickets as one of its tabs. */
export function AdminPage() {
  return <AdminReview tickets={<AdminTickets />} />;
}
