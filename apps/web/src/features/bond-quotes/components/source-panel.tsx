import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuoteRow, QuoteSource } from '@bondsight/contracts';
import { useFormatters } from '../../../lib/use-formatters';
import { Notice } from '../../../widgets/data-state/notice';
import type { MpQuotes } from '../api/get-mp-quotes';
import { ContactsList } from './contacts-list';
import { QuoteTable } from './quote-table';
import { RequestLink } from './request-link';
import { SourceHeading } from './source-heading';
import { ACTION_IDS, logUsage } from '../../../lib/action-log';

/** Spec: the quote tables are last quotes, price today and end-of-day prices. */
const TABLES = ['last', 'today', 'end_of_day'] as const;
type Table = (typeof TABLES)[number];

function rowsOf(data: MpQuotes, table: Table, groundId: number): QuoteRow[] {
  const rows =
    table === 'last' ? data.quotes : table === 'today' ? data.priceToday : data.endOfDayPrices;
  return rows.filter((row) => row.trading_ground_id === groundId);
}

/** One source's tab: who quotes, how to reach them or ask for the quotes, and its tables. */
export function SourcePanel({
  bondId,
  source,
  data,
}: {
  bondId: number;
  source: QuoteSource;
  data: MpQuotes;
}) {
  const { t } = useTranslation('quotes');
  const format = useFormatters();
  const [table, setTable] = useState<Table>('last');
  const id = source.trading_ground_id;
  const request = data.request_data[String(id)];
  const rows = rowsOf(data, table, id);
  const contacts =
    source.mp_contacts_emitent_id === null
      ? []
      : (data.contacts[String(source.mp_contacts_emitent_id)] ?? []);
  const tableLabel = (name: Table) =>
    name === 'today' && data.date_label
      ? t('table_today_of', { date: format.date(data.date_label) })
      : t(`table_${name}`);
  return (
    <div className="quotes-panel" role="tabpanel" data-testid="quotes-panel" data-ground={id}>
      <SourceHeading source={source} archive={rowsOf(data, 'last', id)[0]?.archive ?? null} />
      <ContactsList lines={contacts} />
      {request && (
        <p className="quotes-request-line" data-testid="quotes-request-line">
          <span className="muted">
            {source.hide_quotes ? t('hidden_note') : t('licensed_note')}
          </span>{' '}
          {/* Keyed: a new request_data from the server starts the link afresh. */}
          <RequestLink key={request} bondId={bondId} groundId={id} initial={request} />
        </p>
      )}
      {source.old_data && (
        <Notice tone="warning" testId="quotes-old-data">
          {t('old_data', { date: format.date(source.latest_date) })}
        </Notice>
      )}
      <div className="tabs quotes-table-tabs" role="tablist" aria-label={t('tables_label')}>
        {TABLES.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={name === table}
            className={name === table ? 'tab active' : 'tab'}
            onClick={() => {
              // Spec: opening a quote table is logged.
              if (name !== table) logUsage(ACTION_IDS.quoteTable);
              setTable(name);
            }}
            data-testid={`quotes-table-tab-${name}`}
          >
            {tableLabel(name)}
          </button>
        ))}
      </div>
      {rows.length > 0 ? (
        <QuoteTable rows={rows} testId={`quotes-table-${table}`} />
      ) : (
        <Notice testId="quotes-table-empty">{t('no_rows')}</Notice>
      )}
    </div>
  );
}
