import { AdminReview } from '../../features/admin-review/components/admin-review';

export function AdminPage() {
  return <AdminReview />;
}
