import { useEffect, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';
import { Notice } from '../../../widgets/data-state/notice';
import { Hint } from '../../../widgets/hint/hint';
import { useWatchlistItems } from '../api/panel';
import { WatchlistPanelLoader } from './watchlist-panel-loader';
import './watchlist.css';
import './watchlist-action.css';

/** Spec (bond page, section 9): the watchlist success notice lasts 1 s. */
export const WATCHLIST_NOTICE_MS = 1_000;

/**
 * The bond page's watchlist action. Its button says where the bond already is ("In watchlist:
 * Core", or every list it is in) or offers to add it. Level 1077 opens the panel; a visitor is
 * told to sign in (need_auth), a signed-in user without full access gets the upgrade notice
 * (access_denied_auth). A user whose full access lapsed still reads their lists (the server
 * lets any signed-in user read them): the button says where the bond is, and its notice that
 * the lists are read-only until access is renewed. The server refuses every edit either way.
 */
export function WatchlistAction({ bondId }: { bondId: number }) {
  const { t } = useTranslation(['watchlist', 'errors']);
  const decision = useSession().access('watchlist.edit');
  const [open, setOpen] = useState(false);
  const [refused, setRefused] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  // Any signed-in user reads where the bond already is (the panel's own query, so opening the
  // panel asks nothing more, and a save refreshes the button): lists outlive paid access.
  const items = useWatchlistItems(bondId, decision !== 'need_auth');
  const lists = (items.data?.items ?? []).filter((list) => list.checked).map((list) => list.name);
  const text =
    lists.length === 0
      ? t('watchlist:add_button')
      : lists.length === 1
        ? t('watchlist:in_list_button', { name: lists[0] })
        : t('watchlist:in_lists_button', { names: lists.join(', ') });

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
      {/* Long list names are cut at the button's width; the title keeps them whole. */}
      <button
        type="button"
        className="button small wl-action-button"
        aria-expanded={decision === 'allowed' ? open : undefined}
        title={lists.length > 0 ? text : undefined}
        data-testid="watchlist-button"
        data-lists={lists.join('\n')}
        onClick={onClick}
      >
        {lists.length > 0 ? '★' : '☆'} {text}
      </button>
      {notice !== null && (
        <span className="wl-notice" role="status" data-testid="watchlist-saved">
          {notice}
        </span>
      )}
      {refused && decision !== 'allowed' && (
        <Notice tone="warning" testId="watchlist-refused">
          {lists.length > 0 ? t('watchlist:lists_read_only') : t(`errors:${decision}`)}{' '}
          {decision === 'need_auth' ? (
            <Link to="/sign-in/">{t('watchlist:sign_in')}</Link>
          ) : (
            <>
              <Link to="/profile/access/">{t('watchlist:get_access')}</Link>
              {lists.length > 0 && (
                <>
                  {' · '}
                  <Link to="/watchlist/" data-testid="watchlist-open-lists">
                    {t('watchlist:open_lists')}
                  </Link>
                </>
              )}
            </>
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
