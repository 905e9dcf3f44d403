import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { countUnreadReplies } from '@bondsight/contracts/shell-rules';
import { useSession } from '../../../lib/session';
import { useTickets } from '../api/tickets';
import './tickets.css';

/** The header's support link with the count of unread answers (support.tickets only). */
export function TicketsCounter() {
  const { t } = useTranslation('shell');
  const allowed = useSession().access('support.tickets') === 'allowed';
  const tickets = useTickets(allowed);
  if (!allowed) return null;
  const unread = countUnreadReplies(tickets.data?.tickets ?? []);
  return (
    <Link to="/tickets/" className="tickets-link" data-testid="tickets-link">
      {t('tickets_link')}
      {unread > 0 && (
        <span
          className="tickets-unread"
          data-testid="tickets-unread"
          aria-label={t('tickets_unread', { count: unread })}
          title={t('tickets_unread', { count: unread })}
        >
          {unread}
        </span>
      )}
    </Link>
  );
}
