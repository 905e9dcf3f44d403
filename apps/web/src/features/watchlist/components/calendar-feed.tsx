import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCalendarToken } from '../api/calendar';

/**
 * The iCal feed: a button that makes the secret address (a new one each time; the old stops)
 * and shows it to copy into a calendar app.
 */
export function CalendarFeed() {
  const { t } = useTranslation('watchlist');
  const token = useCalendarToken();
  const [copied, setCopied] = useState(false);
  const url = token.data ? new URL(token.data.url, window.location.origin).href : null;
  const copy = () => {
    if (!url) return;
    void navigator.clipboard?.writeText(url).then(() => setCopied(true));
  };
  return (
    <div className="wl-calendar" data-testid="watchlist-calendar">
      <button
        type="button"
        className="button small"
        disabled={token.isPending}
        data-testid="watchlist-calendar-create"
        onClick={() => {
          setCopied(false);
          token.mutate();
        }}
      >
        {t(url ? 'calendar_renew' : 'calendar_create')}
      </button>
      {url && (
        <span className="wl-calendar-url">
          <input
            type="text"
            readOnly
            value={url}
            aria-label={t('calendar_url')}
            data-testid="watchlist-calendar-url"
            onFocus={(event) => event.target.select()}
          />
          <button type="button" className="link-button" onClick={copy}>
            {t(copied ? 'copied' : 'copy')}
          </button>
        </span>
      )}
      {token.isError && (
        <span className="field-error" role="alert">
          {t('load_failed')}
        </span>
      )}
      <p className="muted">{t('calendar_note')}</p>
    </div>
  );
}
