import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WatchlistDetails, type EntryDraft } from './watchlist-details';
import {
  applyNsdRule,
  hasErrors,
  intoColumns,
  parseCount,
  parsePrice,
  primaryAction,
  savePlan,
  validate,
  type SavePlan,
  type WatchlistItem,
} from './watchlist-rules';
import './watchlist-panel.css';

export interface WatchlistPanelProps {
  /** The user's lists as the panel's items for this bond. */
  items: WatchlistItem[];
  nsdAccess: boolean;
  /** Spec: watchlist_nsd_forbiddance shows (and the save stops) only with error messages on. */
  showErrors?: boolean;
  saving: boolean;
  /** The server's message of a failed save (spec: shown in an error box). */
  serverError: string | null;
  /** Spec: the empty-watchlist message is supplied by the caller. */
  emptyMessage: string;
  /** Resolves true when saved: the modal closes and the selection clears. */
  onSave(plan: SavePlan): Promise<boolean>;
  onCancel(): void;
}

const draftOf = (item: WatchlistItem): EntryDraft => ({
  price: item.price === null ? '' : String(item.price),
  count: item.count === null ? '' : String(item.count),
  buyDate: item.buyDate,
});

/**
 * Spec "add-to-watchlist panel": the list step (four columns of checkboxes, select all, clear
 * all, save or move-next, cancel), then the modal step for price, count and buy date.
 */
export function WatchlistPanel(props: WatchlistPanelProps) {
  const { t } = useTranslation(['watchlist', 'errors']);
  const [items, setItems] = useState(props.items);
  const [drafts, setDrafts] = useState(() =>
    Object.fromEntries(props.items.map((item) => [item.id, draftOf(item)])),
  );
  const [detailsOpen, setDetailsOpen] = useState(false);
  const [nsdForbidden, setNsdForbidden] = useState(false);

  const editable = (item: WatchlistItem) => !item.readonly;
  const check = (id: number, checked: boolean) =>
    setItems((all) => all.map((item) => (item.id === id ? { ...item, checked } : item)));
  const checkAll = (checked: boolean) =>
    setItems((all) => all.map((item) => (editable(item) ? { ...item, checked } : item)));

  /** Spec section 5: the NSD rule runs before either step goes on; true when it lets through. */
  const passNsd = () => {
    const outcome = applyNsdRule(items, {
      nsdAccess: props.nsdAccess,
      showErrors: props.showErrors ?? true,
    });
    setItems(outcome.items);
    setNsdForbidden(outcome.forbidden);
    return { ok: !outcome.forbidden, items: outcome.items };
  };

  const withDrafts = (list: WatchlistItem[]) =>
    list.map((item) => {
      const draft = drafts[item.id];
      if (!draft || !item.checked) return item;
      return {
        ...item,
        price: parsePrice(draft.price),
        count: parseCount(draft.count),
        buyDate: draft.buyDate,
      };
    });

  const save = async (list: WatchlistItem[]) => {
    const entered = validate(withDrafts(list));
    setItems(entered);
    // Spec: while any item has an error, saving does nothing.
    if (hasErrors(entered)) return;
    if (await props.onSave(savePlan(entered))) {
      setDetailsOpen(false);
      setItems((all) => all.map((item) => ({ ...item, checked: false })));
    }
  };

  const onPrimary = () => {
    const nsd = passNsd();
    if (!nsd.ok) return;
    if (primaryAction(nsd.items) === 'next') setDetailsOpen(true);
    else void save(nsd.items);
  };

  if (items.length === 0) {
    return (
      <div className="wl-panel" data-testid="watchlist-panel">
        <p className="muted" data-testid="watchlist-empty">
          {props.emptyMessage}
        </p>
      </div>
    );
  }
  const action = primaryAction(items);
  return (
    <div className="wl-panel" data-testid="watchlist-panel">
      <div className="wl-columns">
        {intoColumns(items).map((column, index) => (
          <ul className="wl-column" key={index}>
            {column.map((item) => (
              <li key={item.id}>
                <label className="wl-check" data-testid={`watchlist-check-${item.id}`}>
                  <input
                    type="checkbox"
                    checked={item.checked}
                    disabled={!editable(item)}
                    onChange={(event) => check(item.id, event.target.checked)}
                  />
                  <span>{item.name}</span>
                </label>
              </li>
            ))}
          </ul>
        ))}
      </div>
      {nsdForbidden && (
        <p className="notice notice-error" role="alert" data-testid="watchlist-nsd-forbiddance">
          {t('errors:watchlist_nsd_forbiddance')}
        </p>
      )}
      {props.serverError && !detailsOpen && (
        <p className="notice notice-error" role="alert" data-testid="watchlist-server-error">
          {props.serverError}
        </p>
      )}
      <div className="wl-actions">
        <button
          type="button"
          className="link-button"
          data-testid="watchlist-select-all"
          onClick={() => checkAll(true)}
        >
          {t('watchlist:select_all')}
        </button>
        <button
          type="button"
          className="link-button"
          data-testid="watchlist-clear-all"
          onClick={() => checkAll(false)}
        >
          {t('watchlist:clear_all')}
        </button>
        <button
          type="button"
          className="button primary"
          disabled={props.saving}
          data-testid={action === 'next' ? 'watchlist-next' : 'watchlist-save'}
          onClick={onPrimary}
        >
          {t(action === 'next' ? 'watchlist:move_next' : 'watchlist:save')}
        </button>
        <button
          type="button"
          className="link-button"
          data-testid="watchlist-cancel"
          onClick={props.onCancel}
        >
          {t('watchlist:cancel')}
        </button>
      </div>
      <WatchlistDetails
        open={detailsOpen}
        items={items.filter((item) => item.checked)}
        drafts={drafts}
        onDraft={(id, draft) => setDrafts((all) => ({ ...all, [id]: draft }))}
        saving={props.saving}
        serverError={props.serverError}
        onSave={() => void save(items)}
        onClose={() => setDetailsOpen(false)}
      />
    </div>
  );
}
