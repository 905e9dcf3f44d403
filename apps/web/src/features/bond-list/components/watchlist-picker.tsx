import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../widgets/data-state/notice';
import { appendToList, watchlistsFor } from '../api/checked-actions';

/**
 * Puts the checked bonds in one of the user's watchlists: the lists the user may write to
 * (the spec's rules: the NSD list needs its flag; read-only lists are not offered), then one
 * append a bond that keeps each bond in the lists it was already in.
 */
export function WatchlistPicker({ ids, onClose }: { ids: number[]; onClose: () => void }) {
  const { t } = useTranslation(['screen_table', 'common']);
  const queryClient = useQueryClient();
  const lists = useQuery({
    queryKey: ['screen-watchlists', ids[0]],
    queryFn: () => watchlistsFor(ids[0]!),
  });
  const [chosen, setChosen] = useState<number | null>(null);
  const [state, setState] = useState<'idle' | 'saving' | 'failed'>('idle');
  const [done, setDone] = useState<{ name: string; count: number } | null>(null);
  const writable = (lists.data ?? []).filter((list) => !list.readonly);
  const target = writable.find((list) => list.id === chosen) ?? writable[0];

  const save = async () => {
    if (!target) return;
    setState('saving');
    try {
      const count = await appendToList(ids, target.id);
      // The watchlist feature's queries (one root key) read the lists again.
      await queryClient.invalidateQueries({ queryKey: ['watchlist'] });
      setDone({ name: target.name, count });
      setState('idle');
    } catch {
      setState('failed');
    }
  };

  if (lists.isPending) return <Notice>{t('common:loading')}</Notice>;
  if (writable.length === 0)
    return (
      <Notice testId="screen-watchlist-none">
        {t('screen_table:watchlist_none')}{' '}
        <Link to="/watchlist/">{t('screen_table:watchlist_create')}</Link>
      </Notice>
    );
  return (
    <div className="screen-watchlist" data-testid="screen-watchlist-picker">
      <label>
        {t('screen_table:watchlist_choose')}{' '}
        <select
          value={target?.id ?? ''}
          data-testid="screen-watchlist-list"
          onChange={(event) => setChosen(Number(event.target.value))}
        >
          {writable.map((list) => (
            <option key={list.id} value={list.id}>
              {list.name}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        className="button primary small"
        data-testid="screen-watchlist-save"
        disabled={state === 'saving'}
        onClick={() => void save()}
      >
        {t('screen_table:watchlist_save')}
      </button>
      <button type="button" className="table-more" onClick={onClose}>
        {t('screen_table:watchlist_cancel')}
      </button>
      {done && (
        <span role="status" data-testid="screen-watchlist-done">
          {t('screen_table:watchlist_done', done)}
        </span>
      )}
      {state === 'failed' && (
        <Notice tone="error" testId="screen-watchlist-failed">
          {t('screen_table:watchlist_failed')}
        </Notice>
      )}
    </div>
  );
}
