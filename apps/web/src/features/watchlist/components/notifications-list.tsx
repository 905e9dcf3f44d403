import { useTranslation } from 'react-i18next';
import type { WatchlistAlert } from '@bondsight/contracts';
import { Link } from '@tanstack/react-router';
import { useFormatters } from '../../../lib/use-formatters';
import { Hint } from '../../../widgets/hint/hint';
import { useMarkNotificationsRead, useNotifications } from '../api/notifications';

/**
 * The holdings' lifecycle alerts, newest event first: put-offer submission windows, coupon
 * resets, calls, amortisations, maturities, rating changes and defaults. Opening an alert
 * marks it read.
 */
export function NotificationsList() {
  const { t } = useTranslation('watchlist');
  const notifications = useNotifications(true);
  const markRead = useMarkNotificationsRead();
  const data = notifications.data;
  return (
    <section
      id="notifications"
      className="card wl-notifications"
      aria-labelledby="wl-notifications-title"
      data-testid="watchlist-notifications"
    >
      <div className="card-header">
        <h2 id="wl-notifications-title">
          {t('notifications_title')}
          {data && data.unread > 0 && (
            <span className="wl-unread" data-testid="watchlist-notifications-unread">
              {data.unread}
            </span>
          )}
        </h2>
        {data && data.unread > 0 && (
          <button
            type="button"
            className="link-button"
            data-testid="watchlist-notifications-read-all"
            onClick={() => markRead.mutate({ all: true })}
          >
            {t('mark_all_read')}
          </button>
        )}
      </div>
      <Hint>{t('hint_notifications')}</Hint>
      {data && data.items.length === 0 && <p className="muted">{t('notifications_empty')}</p>}
      {data && data.items.length > 0 && (
        <ul className="wl-alerts">
          {data.items.map((alert) => (
            <li
              key={alert.id}
              className={alert.read ? 'wl-alert' : 'wl-alert unread'}
              data-testid="watchlist-alert"
              data-kind={alert.kind}
            >
              <AlertText alert={alert} />
              {!alert.read && (
                <button
                  type="button"
                  className="link-button"
                  onClick={() => markRead.mutate({ ids: [alert.id] })}
                >
                  {t('mark_read')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** One alert in words: the event, the bond, the day (and a put's submission window). */
function AlertText({ alert }: { alert: WatchlistAlert }) {
  const { t } = useTranslation('watchlist');
  const format = useFormatters();
  const window =
    alert.kind === 'put_window' && alert.window_start
      ? t('put_window_dates', {
          from: format.date(alert.window_start),
          to: format.date(alert.window_end ?? alert.event_date),
        })
      : null;
  return (
    <span className="wl-alert-text">
      <strong>{format.date(alert.event_date)}</strong> · {t(`kind_${alert.kind}`)} ·{' '}
      <Link to="/bonds/$id/" params={{ id: String(alert.bond_id) }}>
        {alert.bond_name}
      </Link>
      {window && <> · {window}</>}
      <AlertDetails details={alert.details} />
    </span>
  );
}

function AlertDetails({ details }: { details: Record<string, unknown> }) {
  const { t } = useTranslation('watchlist');
  const format = useFormatters();
  const parts: string[] = [];
  // The call or other early end that ended the bond: what happened, then at what price.
  if (details.exercised === true) parts.push(t('detail_exercised'));
  if (typeof details.event === 'string')
    parts.push(t(`end_event_${details.event}`, { defaultValue: details.event }));
  if (typeof details.price === 'number')
    parts.push(`${t('detail_price')} ${format.price(details.price)}`);
  if (typeof details.rate === 'number')
    parts.push(`${t('detail_rate')} ${format.number(details.rate, 2)}%`);
  if (typeof details.rating === 'string')
    parts.push(
      [details.agency, details.previous, '→', details.rating]
        .filter((part) => typeof part === 'string')
        .join(' '),
    );
  if (typeof details.amount === 'number')
    parts.push(`${t('detail_amount')} ${format.number(details.amount, 2)}`);
  // A rating's status (suspended, withdrawn...) in the ratings block's own words.
  if (typeof details.status === 'string')
    parts.push(t(`ratings:status_${details.status}`, { defaultValue: details.status }));
  return parts.length > 0 ? <span className="muted"> · {parts.join(' · ')}</span> : null;
}
