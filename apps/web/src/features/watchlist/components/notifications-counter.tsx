import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';
import { useNotifications } from '../api/notifications';
import './watchlist.css';

/**
 * The shell's link to the watchlist page with the unread alerts count, beside the support
 * tickets link; for signed-in users (their lists are theirs at any level).
 */
export function NotificationsCounter() {
  const { t } = useTranslation('watchlist');
  const signedIn = useSession().globals.userId > 0;
  const notifications = useNotifications(signedIn);
  if (!signedIn) return null;
  const unread = notifications.data?.unread ?? 0;
  return (
    <Link to="/watchlist/" className="wl-nav-link" data-testid="watchlist-link">
      {t('nav_link')}
      {unread > 0 && (
        <span
          className="wl-unread"
          data-testid="watchlist-unread"
          aria-label={t('unread_count', { count: unread })}
          title={t('unread_count', { count: unread })}
        >
          {unread}
        </span>
      )}
    </Link>
  );
}
