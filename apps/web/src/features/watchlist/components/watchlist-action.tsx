import { useEffect, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';
import { Notice } from '../../../widgets/data-state/notice';
import { Hint } from '../../../widgets/hint/hint';
import { WatchlistPanelLoader } from './watchlist-panel-loader';
import './watchlist.css';

/** Spec (bond page, section 9): the watchlist success notice lasts 1 s. */
export const WATCHLIST_NOTICE_MS = 1_000;

/**
 * The bond page's watchlist action. Level 1077 opens the add-to-watchlist panel; a visitor is
 * told to sign in (need_auth), a signed-in user without full access gets the upgrade notice
 * (access_denied_auth). The server refuses the calls either way.
 */
export function WatchlistAction({ bondId }: { bondId: number }) {
  const { t } = useTranslation(['watchlist', 'errors']);
  const decision = useSession().access('watchlist.edit');
  const [open, setOpen] = useState(false);
  const [refused, setRefused] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    if (notice === null) return;
    const timer = window.setTimeout(() => setNotice(null), WATCHLIST_NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);

  const onClick = () => {
    if (decision === 'allowed') setOpen((was) => !was);
    else setRefused(true);
  };
  return (
    <div className="wl-action" data-testid="watchlist-action">
      <button
        type="button"
        className="button small"
        aria-expanded={decision === 'allowed' ? open : undefined}
        data-testid="watchlist-button"
        onClick={onClick}
      >
        ☆ {t('watchlist:add_button')}
      </button>
      {notice !== null && (
        <span className="wl-notice" role="status" data-testid="watchlist-saved">
          {notice}
        </span>
      )}
      {refused && decision !== 'allowed' && (
        <Notice tone="warning" testId="watchlist-refused">
          {t(`errors:${decision}`)}{' '}
          {decision === 'need_auth' ? (
            <Link to="/sign-in/">{t('watchlist:sign_in')}</Link>
          ) : (
            <Link to="/profile/access/">{t('watchlist:get_access')}</Link>
          )}
        </Notice>
      )}
      {open && (
        <div className="wl-action-panel">
          <Hint>{t('watchlist:hint_panel')}</Hint>
          <WatchlistPanelLoader
            bondId={bondId}
            onClose={() => setOpen(false)}
            onSaved={(message) => {
              setOpen(false);
              setNotice(message);
            }}
          />
        </div>
      )}
    </div>
  );
}
