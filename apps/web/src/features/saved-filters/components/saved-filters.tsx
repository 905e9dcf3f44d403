import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { BondListFilter } from '@bondsight/contracts';
import { SAVED_FILTER_NAME_MAX } from '@bondsight/contracts/bond-limits';
import { isScreenColumn } from '@bondsight/contracts/screen-columns';
import { SHELL_LIMITS } from '@bondsight/contracts/shell-rules';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { Notice } from '../../../widgets/data-state/notice';
import {
  useDeleteFilter,
  useSaveFilter,
  useSavedFilters,
  useSetDefaultFilter,
} from '../api/saved-filters';
import { checkFilterName } from '../saved-filter-name';
import { sameFilter } from '../same-filter';
import './saved-filters.css';

interface SavedFiltersProps {
  /** The list's current filter: what Save stores. */
  current: BondListFilter;
  /** The columns the list shows (chosen ones, in order); undefined: its defaults. */
  columns?: readonly string[];
  /** Applies a saved screen to the list: its filter and columns (null: the defaults). */
  onApply: (filter: BondListFilter, columns: readonly string[] | null) => void;
}

type Message = { tone: 'info' | 'error'; key: string; values?: Record<string, unknown> };

/**
 * Saved filters of the home list (the store's savedFilterName): a signed-in user saves the
 * current screen (filter and columns) under a name, picks one from the selector to apply it,
 * makes it the default screen of the home page, and deletes it.
 */
export function SavedFilters({ current, columns, onApply }: SavedFiltersProps) {
  const { t } = useTranslation(['home_list', 'screen_saved']);
  const { globals } = useSession();
  const signedIn = globals.userId > 0;
  const ids = useId();
  const saved = useSavedFilters(signedIn);
  const save = useSaveFilter();
  const remove = useDeleteFilter();
  const setDefault = useSetDefaultFilter();
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [name, setName] = useState('');
  const [message, setMessage] = useState<Message | null>(null);

  // Notices fade like the shell's alert (spec: 3 s); errors stay until the next action.
  useEffect(() => {
    if (message?.tone !== 'info') return;
    const timer = window.setTimeout(() => setMessage(null), SHELL_LIMITS.alertMs);
    return () => window.clearTimeout(timer);
  }, [message]);

  if (!signedIn) {
    return (
      <p className="saved-filters-visitor muted" data-testid="saved-filters-sign-in">
        <Link to="/sign-in/">{t('saved_sign_in')}</Link>
      </p>
    );
  }

  const items = saved.data?.items ?? [];
  // The default screen, applied on opening the page, counts as chosen until another is.
  const chosen = items.find((item) => item.id === chosenId) ?? items.find((i) => i.isDefault);
  // The option stays selected while the list shows its filter; any change clears it.
  const selected = chosen && sameFilter(chosen.conditions, current) ? chosen : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkFilterName(name);
    if ('error' in checked) {
      setMessage({ tone: 'error', key: checked.error, values: { max: SAVED_FILTER_NAME_MAX } });
      return;
    }
    save.mutate(
      { name: checked.name, conditions: current, columns: columns?.filter(isScreenColumn) },
      {
        onSuccess: (answer) => {
          const item = answer.response.items[0];
          if (item) setChosenId(item.id);
          setName('');
          setMessage({ tone: 'info', key: answer.replaced ? 'saved_replaced' : 'saved_saved' });
        },
        onError: (error) =>
          setMessage(
            error instanceof ApiError && error.status === 409
              ? { tone: 'error', key: 'saved_limit', values: { limit: saved.data?.limit } }
              : { tone: 'error', key: 'saved_error' },
          ),
      },
    );
  };

  const toggleDefault = () => {
    if (!selected) return;
    const id = selected.isDefault ? null : selected.id;
    // The option stays chosen once it is no longer the default (it was chosen as the default).
    setChosenId(selected.id);
    setDefault.mutate(id, {
      onSuccess: () =>
        setMessage({
          tone: 'info',
          key: id === null ? 'screen_saved:default_cleared' : 'screen_saved:default_set',
        }),
      onError: () => setMessage({ tone: 'error', key: 'screen_saved:default_error' }),
    });
  };

  const deleteSelected = () => {
    if (!selected) return;
    remove.mutate(selected.id, {
      onSuccess: (deletedId) => {
        if (deletedId === null) return;
        // Spec: the option is removed, the deleted-request notice shows, and the selector's
        // default condition is cleared.
        setChosenId(null);
        setMessage({ tone: 'info', key: 'saved_deleted' });
      },
      onError: () => setMessage({ tone: 'error', key: 'saved_error' }),
    });
  };

  return (
    <section className="saved-filters" aria-labelledby={`${ids}-title`} data-testid="saved-filters">
      <h2 id={`${ids}-title`} className="saved-filters-title">
        {t('saved_title')}
      </h2>
      <div className="saved-filters-row">
        <label className="saved-filters-field">
          <span>{t('saved_select')}</span>
          <select
            value={selected ? String(selected.id) : ''}
            data-testid="saved-filter-select"
            onChange={(event) => {
              const item = items.find((i) => String(i.id) === event.target.value);
              setChosenId(item?.id ?? null);
              if (item) onApply(item.conditions, item.columns);
            }}
          >
            <option value="">{t('saved_none')}</option>
            {items.map((item) => (
              <option key={item.id} value={String(item.id)}>
                {item.isDefault ? t('screen_saved:default_mark', { name: item.name }) : item.name}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="button small"
          disabled={!selected || remove.isPending}
          data-testid="saved-filter-delete"
          onClick={deleteSelected}
        >
          {t('saved_delete')}
        </button>
        <button
          type="button"
          className="button small"
          disabled={!selected || setDefault.isPending}
          title={t('screen_saved:default_hint')}
          aria-pressed={selected?.isDefault ?? false}
          data-testid="saved-filter-default"
          onClick={toggleDefault}
        >
          {t(selected?.isDefault ? 'screen_saved:default_clear' : 'screen_saved:default_make')}
        </button>
      </div>
      <form className="saved-filters-row" onSubmit={submit} noValidate>
        <label className="saved-filters-field">
          <span>{t('saved_name')}</span>
          <input
            type="text"
            value={name}
            maxLength={SAVED_FILTER_NAME_MAX}
            data-testid="saved-filter-name"
            onChange={(event) => setName(event.target.value)}
          />
        </label>
        <button
          type="submit"
          className="button small primary"
          disabled={save.isPending}
          data-testid="saved-filter-save"
        >
          {t('saved_save')}
        </button>
      </form>
      {message && (
        <Notice tone={message.tone} testId="saved-filter-notice">
          {t(message.key, message.values)}
        </Notice>
      )}
    </section>
  );
}
