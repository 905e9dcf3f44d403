import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useCreateWatchlist, useDeleteWatchlist, useRenameWatchlist } from '../api/watchlists';

/** The contract's WATCHLIST_NAME_MAX (its module holds zod, which the bundle leaves out). */
const WATCHLIST_NAME_MAX = 100;

const errorText = (error: unknown) =>
  error instanceof ApiError ? error.labelKey : 'internal_error';

/** Names a new list. */
export function CreateListForm() {
  const { t } = useTranslation(['watchlist', 'errors']);
  const create = useCreateWatchlist();
  const [name, setName] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const submitted = name.trim();
    if (submitted === '') return;
    // Cleared at once, not when the answer comes: a name typed meanwhile (the next list) is
    // never wiped by the first one's success. A refused name comes back to be mended.
    setName('');
    create.mutate(submitted, {
      onError: () => setName((typed) => (typed === '' ? submitted : typed)),
    });
  };
  return (
    <form className="wl-list-form" onSubmit={submit} data-testid="watchlist-create">
      <input
        type="text"
        value={name}
        maxLength={WATCHLIST_NAME_MAX}
        placeholder={t('watchlist:new_list_name')}
        aria-label={t('watchlist:new_list_name')}
        onChange={(event) => setName(event.target.value)}
      />
      <button type="submit" className="button small" disabled={create.isPending}>
        {t('watchlist:create_list')}
      </button>
      {create.error && (
        <span className="field-error" role="alert">
          {t([`watchlist:${errorText(create.error)}`, `errors:${errorText(create.error)}`])}
        </span>
      )}
    </form>
  );
}

/** Renames or deletes one list (deleting asks first: it takes the list's holdings with it). */
export function ListControls({ id, name }: { id: number; name: string }) {
  const { t } = useTranslation(['watchlist', 'errors']);
  const rename = useRenameWatchlist();
  const remove = useDeleteWatchlist();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(name);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.trim() === '') return;
    rename.mutate({ id, name: draft.trim() }, { onSuccess: () => setEditing(false) });
  };
  const onDelete = () => {
    if (window.confirm(t('watchlist:delete_confirm', { name }))) remove.mutate(id);
  };
  if (editing) {
    return (
      <form className="wl-list-form" onSubmit={submit} data-testid="watchlist-rename-form">
        <input
          type="text"
          value={draft}
          maxLength={WATCHLIST_NAME_MAX}
          aria-label={t('watchlist:list_name')}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" className="button small" disabled={rename.isPending}>
          {t('watchlist:save')}
        </button>
        <button type="button" className="link-button" onClick={() => setEditing(false)}>
          {t('watchlist:cancel')}
        </button>
      </form>
    );
  }
  return (
    <span className="wl-list-controls">
      <button
        type="button"
        className="link-button"
        data-testid="watchlist-rename"
        onClick={() => {
          setDraft(name);
          setEditing(true);
        }}
      >
        {t('watchlist:rename_list')}
      </button>
      <button
        type="button"
        className="link-button"
        data-testid="watchlist-delete"
        disabled={remove.isPending}
        onClick={onDelete}
      >
        {t('watchlist:delete_list')}
      </button>
    </span>
  );
}
