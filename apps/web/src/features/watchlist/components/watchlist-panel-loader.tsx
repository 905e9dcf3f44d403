import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { WatchlistItem as ServerItem } from '@bondsight/contracts';
import { ApiError } from '../../../lib/api-client';
import { Notice } from '../../../widgets/data-state/notice';
import { WatchlistPanel } from '../../../widgets/watchlist-panel/watchlist-panel';
import type { WatchlistItem } from '../../../widgets/watchlist-panel/watchlist-rules';
import { useSaveWatchlists, useWatchlistItems } from '../api/panel';

/** The server's item as the panel's: a list the bond is in counts as existing. */
export function toPanelItem(item: ServerItem): WatchlistItem {
  return {
    id: item.id,
    name: item.name,
    checked: item.checked,
    existing: item.checked,
    // The server marks list 381 read-only without NSD; the panel lets it be ticked so that
    // saving can answer with watchlist_nsd_forbiddance (spec section 5).
    readonly: item.readonly && !item.nsd_only,
    nsdOnly: item.nsd_only,
    price: item.user_price,
    count: item.count,
    buyDate: item.buy_date,
  };
}

interface Props {
  bondId: number;
  onClose(): void;
  /** The success notice's text. */
  onSaved(message: string): void;
}

/** Loads the user's lists for the bond, shows the panel and saves what it plans. */
export function WatchlistPanelLoader({ bondId, onClose, onSaved }: Props) {
  const { t } = useTranslation(['watchlist', 'errors']);
  const items = useWatchlistItems(bondId, true);
  const save = useSaveWatchlists(bondId);
  if (items.isPending) return <Notice>{t('watchlist:loading')}</Notice>;
  if (items.isError) return <Notice tone="error">{t(`errors:${labelOf(items.error)}`)}</Notice>;
  const serverError = save.error
    ? t([`watchlist:${labelOf(save.error)}`, `errors:${labelOf(save.error)}`])
    : null;
  return (
    <>
      <WatchlistPanel
        // A new answer (after a save) starts the panel over from the server's state.
        key={items.dataUpdatedAt}
        items={items.data.items.map(toPanelItem)}
        nsdAccess={items.data.nsdAccess}
        saving={save.isPending}
        serverError={serverError}
        emptyMessage={t('watchlist:no_lists')}
        onCancel={onClose}
        onSave={(plan) =>
          save.mutateAsync(plan).then(
            (outcome) => {
              // The server's message is a label key of this module (watchlist_saved...).
              onSaved(t(`watchlist:${outcome.message ?? 'saved'}`));
              return true;
            },
            () => false,
          )
        }
      />
      {items.data.items.length === 0 && (
        <Link to="/watchlist/" data-testid="watchlist-create-first">
          {t('watchlist:create_first')}
        </Link>
      )}
    </>
  );
}

/** The label of a failed call: a field's own rule (wl_error_no_date...) before the general one. */
function labelOf(error: unknown): string {
  if (!(error instanceof ApiError)) return 'internal_error';
  const rule = Object.values(error.fields).find((key) => /^(wl_|watchlist_|field_)/.test(key));
  return rule ?? error.labelKey;
}
