import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Capability } from '@bondsight/contracts/access';
import { useSession } from '../../../lib/session';
import { Notice } from '../../../widgets/data-state/notice';
import { compareTarget } from '../api/checked-actions';
import { WatchlistPicker } from './watchlist-picker';

/** Spec: the page's bond and at most 9 compared (compare_max_count_alert beyond). */
export const MAX_COMPARED_CHECKED = 10;

type Message =
  { kind: 'gate'; capability: Capability; decision: string } | { kind: 'error'; text: string };

/**
 * What the reader does with the checked bonds: compare them on one chart (the first one's
 * page, the others as its compared lines) or put them in a watchlist. Both are full-access
 * features: a visitor is asked to sign in, a signed-in user without access to get it.
 */
export function CheckedActions({ ids, onClear }: { ids: number[]; onClear: () => void }) {
  const { t } = useTranslation(['screen_table', 'errors', 'shell']);
  const session = useSession();
  const navigate = useNavigate();
  const [message, setMessage] = useState<Message | null>(null);
  const [busy, setBusy] = useState(false);
  const [picking, setPicking] = useState(false);

  const allowed = (capability: Capability) => {
    const decision = session.access(capability);
    if (decision === 'allowed') return true;
    setMessage({ kind: 'gate', capability, decision });
    return false;
  };

  const compare = async () => {
    setMessage(null);
    setPicking(false);
    if (!allowed('bond.compare')) return;
    if (ids.length < 2) return setMessage({ kind: 'error', text: t('screen_table:compare_min') });
    if (ids.length > MAX_COMPARED_CHECKED)
      return setMessage({ kind: 'error', text: t('errors:compare_max_count_alert') });
    setBusy(true);
    try {
      const target = await compareTarget(ids);
      const query = new URLSearchParams(target.search).toString();
      await navigate({ href: `/bonds/${target.id}/?${query}` });
    } catch {
      setMessage({ kind: 'error', text: t('screen_table:compare_failed') });
    } finally {
      setBusy(false);
    }
  };

  const addToWatchlist = () => {
    setMessage(null);
    if (allowed('watchlist.edit')) setPicking((open) => !open);
  };

  return (
    <div className="screen-checked" data-testid="screen-checked" data-count={ids.length}>
      <span className="screen-checked-count" data-testid="screen-checked-count">
        {t('screen_table:checked_count', { count: ids.length })}
      </span>
      {ids.length > 0 && (
        <button type="button" className="table-more" onClick={onClear}>
          {t('screen_table:clear_checked')}
        </button>
      )}
      <button
        type="button"
        className="button small"
        data-testid="screen-compare"
        disabled={ids.length === 0 || busy}
        onClick={() => void compare()}
      >
        {t('screen_table:compare')}
      </button>
      <button
        type="button"
        className="button small"
        data-testid="screen-watchlist"
        aria-expanded={picking}
        disabled={ids.length === 0}
        onClick={addToWatchlist}
      >
        {t('screen_table:watchlist_add')}
      </button>
      {picking && ids[0] !== undefined && (
        <WatchlistPicker ids={ids} onClose={() => setPicking(false)} />
      )}
      {message?.kind === 'error' && (
        <Notice tone="warning" testId="screen-checked-alert">
          {message.text}
        </Notice>
      )}
      {message?.kind === 'gate' && (
        <div
          className="notice notice-warning screen-checked-gate"
          role="status"
          data-testid="screen-checked-gate"
          data-decision={message.decision}
          data-capability={message.capability}
        >
          {message.decision === 'need_auth' ? (
            <>
              {t('errors:need_auth')}{' '}
              <a href="/sign-in/" data-testid="screen-checked-sign-in">
                {t('errors:log_in_to_access')}
              </a>
            </>
          ) : (
            <>
              {t('errors:need_get_access')}{' '}
              <a href="/profile/access/" data-testid="screen-checked-get-access">
                {t('shell:pa_open')}
              </a>
            </>
          )}
        </div>
      )}
    </div>
  );
}
