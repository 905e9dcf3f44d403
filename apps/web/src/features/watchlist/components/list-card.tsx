import { useTranslation } from 'react-i18next';
import type { WatchlistWithHoldings } from '@bondsight/contracts';
import { useFormatters } from '../../../lib/use-formatters';
import { Notice } from '../../../widgets/data-state/notice';
import { HoldingsTable } from './holdings-table';
import { LadderBlock } from './ladder-block';
import { ListControls } from './list-forms';
import { HoldingsXlsxButton } from './watchlist-xlsx';

/** One list: its holdings with totals by currency, then its cash-flow ladder. */
export function ListCard({ list, canEdit }: { list: WatchlistWithHoldings; canEdit: boolean }) {
  const { t } = useTranslation('watchlist');
  const format = useFormatters();
  return (
    <section
      className="card wl-list"
      aria-labelledby={`wl-list-${list.id}`}
      data-testid="watchlist-list"
      data-list-name={list.name}
    >
      <div className="card-header">
        <h2 id={`wl-list-${list.id}`}>{list.name}</h2>
        <div className="wl-list-actions">
          {canEdit && <ListControls id={list.id} name={list.name} />}
          <HoldingsXlsxButton listId={list.id} />
        </div>
      </div>
      {list.holdings.length === 0 ? (
        <Notice>{t('list_empty')}</Notice>
      ) : (
        <>
          <HoldingsTable holdings={list.holdings} listId={list.id} />
          <dl className="wl-totals" data-testid="watchlist-totals">
            {list.totals.map((total) => (
              <div key={total.currency} className="wl-total">
                <dt>{t('totals_in', { currency: total.currency })}</dt>
                <dd>
                  {t('col_value')}: {format.money(total.value, total.currency)} ·{' '}
                  {t('col_pnl_clean')}: {format.money(total.pnl_clean, total.currency)} ·{' '}
                  {t('col_pnl_total')}:{' '}
                  <span data-testid="watchlist-total-pnl">
                    {format.money(total.pnl_total, total.currency)}
                  </span>
                </dd>
              </div>
            ))}
          </dl>
          <LadderBlock listId={list.id} />
        </>
      )}
    </section>
  );
}
