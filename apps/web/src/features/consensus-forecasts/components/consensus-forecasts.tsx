import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsensusItem } from '@bondsight/contracts';
import { useFormatters } from '../../../lib/use-formatters';
import { ScrollTable, type ScrollColumn } from '../../../widgets/data-table/scroll-table';
import { Hint } from '../../../widgets/hint/hint';
import { Pager } from '../../../widgets/pager/pager';
import { useConsensus } from '../api/get-consensus';
import { CONSENSUS_PAGE_SIZE, pageOf } from './consensus-paging';
import './consensus-forecasts.css';

/**
 * The consensus forecasts block (spec, issuer blocks, sections 2, 3, 7 and 9): the title and
 * column titles from the answer's labels, 6 forecasts a page with the shared pager (the
 * answer holds at most the table's 30). Shown only when items exist; a failed call shows
 * nothing (spec). `titleId` names the heading the page's section is labelled by.
 */
export function ConsensusForecasts({
  emitentId,
  titleId = 'consensus-title',
}: {
  emitentId: number;
  titleId?: string;
}) {
  const { t } = useTranslation('consensus');
  const format = useFormatters();
  const query = useConsensus(emitentId);
  const [page, setPage] = useState(1);
  const data = query.data;
  if (!data || data.items.length === 0) return null;
  const { labels } = data;
  // Amounts in the statements' currency, whole units (the statements' own precision).
  const amount = (value: number | null) => format.integer(value);
  const columns: ScrollColumn<ConsensusItem>[] = [
    {
      key: 'indexName',
      title: labels.indexName,
      render: (row) => <span data-testid="consensus-index-name">{row.indexName}</span>,
    },
    { key: 'period', title: labels.period, render: (row) => row.period },
    {
      key: 'actual_value',
      title: labels.actual_value,
      align: 'end',
      render: (row) => <span data-testid="consensus-actual">{amount(row.actual_value)}</span>,
    },
    {
      key: 'forecast_value',
      title: labels.forecast_value,
      align: 'end',
      render: (row) => <span data-testid="consensus-forecast">{amount(row.forecast_value)}</span>,
    },
    {
      key: 'analysts',
      title: labels.analysts,
      align: 'end',
      render: (row) => format.integer(row.analysts),
    },
    { key: 'date', title: labels.date, render: (row) => format.date(row.date) },
  ];
  return (
    <div className="card consensus-forecasts" data-testid="consensus-forecasts">
      <div className="card-header">
        <h2 id={titleId}>{labels.block_title}</h2>
      </div>
      <Hint>{t('hint')}</Hint>
      <div aria-label={t('table_label')} role="group">
        <ScrollTable
          testId="consensus-table"
          columns={columns}
          rows={pageOf(data.items, page)}
          rowKey={(row) => String(row.id)}
          limit={CONSENSUS_PAGE_SIZE}
        />
      </div>
      <Pager
        page={page}
        total={data.items.length}
        limit={CONSENSUS_PAGE_SIZE}
        onPage={setPage}
        testId="consensus-pager"
      />
    </div>
  );
}
