import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/use-formatters';
import { DatePicker } from '../date-picker/date-picker';
import { pickerLocaleFor } from '../date-picker/locales';
import { Dialog } from '../dialog/dialog';
import { Pager } from '../pager/pager';
import { DETAILS_PAGE_SIZE, detailsPage, type WatchlistItem } from './watchlist-rules';

/** The typed texts of one entry: kept as typed until saved, so "101," is not eaten mid-typing. */
export interface EntryDraft {
  price: string;
  count: string;
  buyDate: string | null;
}

interface Props {
  open: boolean;
  /** The checked lists, in panel order. */
  items: WatchlistItem[];
  drafts: Record<number, EntryDraft>;
  onDraft(id: number, draft: EntryDraft): void;
  saving: boolean;
  /** The server's message of a failed append (spec: shown in an error box). */
  serverError: string | null;
  onSave(): void;
  onClose(): void;
}

/**
 * The panel's second step (spec section 4): price, count and buy date for each chosen list,
 * 6 a page with the pager when there are more; each entry shows its own error.
 */
export function WatchlistDetails(props: Props) {
  const { t } = useTranslation(['watchlist', 'errors', 'common']);
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const shown = detailsPage(props.items, page);
  return (
    <Dialog
      open={props.open}
      title={t('watchlist:details_title')}
      closeLabel={t('common:close')}
      onClose={props.onClose}
      testId="watchlist-details"
    >
      <p className="muted">{t('watchlist:details_rule')}</p>
      <ul className="wl-entries">
        {shown.map((item) => {
          const draft = props.drafts[item.id] ?? { price: '', count: '', buyDate: null };
          const set = (change: Partial<EntryDraft>) =>
            props.onDraft(item.id, { ...draft, ...change });
          return (
            <li key={item.id} className="wl-entry" data-testid={`watchlist-entry-${item.id}`}>
              <strong className="wl-entry-name">{item.name}</strong>
              <label className="wl-field">
                <span>{t('watchlist:buy_price')}</span>
                <input
                  type="text"
                  inputMode="decimal"
                  pattern="[0-9]*[.,]?[0-9]*"
                  value={draft.price}
                  data-testid="watchlist-entry-price"
                  onChange={(event) => set({ price: event.target.value.replace(/[^0-9.,]/g, '') })}
                />
              </label>
              <label className="wl-field">
                <span>{t('watchlist:count')}</span>
                <input
                  type="text"
                  inputMode="numeric"
                  value={draft.count}
                  data-testid="watchlist-entry-count"
                  onChange={(event) => set({ count: event.target.value.replace(/[^0-9.,]/g, '') })}
                />
              </label>
              <div className="wl-field" data-testid="watchlist-entry-date">
                <span>{t('watchlist:buy_date')}</span>
                <DatePicker
                  value={draft.buyDate}
                  valueFormat="string"
                  valueStringFormat="YYYY-MM-DD"
                  format="DD.MM.YYYY"
                  placeholder="DD.MM.YYYY"
                  clearable
                  firstDayOfWeek={1}
                  name={`buy-date-${item.id}`}
                  locale={pickerLocaleFor(language)}
                  ariaLabel={t('watchlist:buy_date')}
                  onChange={(picked) =>
                    set({ buyDate: typeof picked === 'string' && picked !== '' ? picked : null })
                  }
                />
              </div>
              {item.error && (
                <p className="field-error" role="alert" data-testid="watchlist-entry-error">
                  {t(`errors:${item.error}`)}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      <Pager
        page={page}
        total={props.items.length}
        limit={DETAILS_PAGE_SIZE}
        onPage={setPage}
        testId="watchlist-details-pager"
      />
      {props.serverError && (
        <p className="notice notice-error" role="alert" data-testid="watchlist-server-error">
          {props.serverError}
        </p>
      )}
      <div className="wl-actions">
        <button
          type="button"
          className="button primary"
          disabled={props.saving}
          data-testid="watchlist-details-save"
          onClick={props.onSave}
        >
          {t('watchlist:save')}
        </button>
        <button type="button" className="link-button" onClick={props.onClose}>
          {t('watchlist:cancel')}
        </button>
      </div>
    </Dialog>
  );
}
