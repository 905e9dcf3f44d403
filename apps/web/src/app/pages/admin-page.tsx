import { AdminReview } from '../../features/admin-review/components/admin-review';
import { AdminTickets } from '../../features/support-tickets/components/admin-tickets';
import { SyncRuns } from '../../features/data-sync/components/sync-runs';

/** /admin/: the admin review, with the staff's side of support tickets and the sync runs as tabs. */
export function AdminPage() {
  return <AdminReview tickets={<AdminTickets />} sync={<SyncRuns />} />;
}
