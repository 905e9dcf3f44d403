import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BondSummary, ChartTick } from '@bondsight/contracts';
import { EXCEL_EXPORT_MAX_POINTS } from '@bondsight/contracts/bond-limits';
import { isoDay } from '../chart-range';
import { lineKey } from '../chart-lines';
import type { ChartRange } from '../../../widgets/chart';
import { apiUrl } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useFormatters } from '../../../lib/use-formatters';
import { GatedDownload } from '../../../widgets/gated-download/gated-download';
import { MaskedCell } from '../../../widgets/masked-value/masked-cell';
import { Notice } from '../../../widgets/data-state/notice';
import { Pager } from '../../../widgets/pager/pager';
import { TableScroller } from '../../../widgets/data-table/table-scroller';
import { archiveRows, type ArchiveRow } from '../archive-rows';
import { LineFreshness } from './line-freshness';

const PAGE_SIZE = 50;

interface ArchiveViewProps {
  bond: BondSummary;
  groundId: number;
  range: ChartRange;
  price: ChartTick[];
  yields: ChartTick[];
  spreads: ChartTick[];
  loading: boolean;
}

/** View 2: the period's quotes as a table, with the Excel export of the same period. */
export function ArchiveView({
  bond,
  groundId,
  range,
  price,
  yields,
  spreads,
  loading,
}: ArchiveViewProps) {
  const { t } = useTranslation(['bond-chart', 'bond', 'errors']);
  const format = useFormatters();
  const session = useSession();
  const [page, setPage] = useState(0);
  const rows = archiveRows(price, yields, spreads);
  const reason = session.access('chart.values');
  const cell = (row: ArchiveRow, value: number | null, show: (value: number | null) => string) =>
    row.shapeOnly && value !== null && reason !== 'allowed' ? (
      <MaskedCell reason={reason} />
    ) : (
      show(value)
    );
  // A shape-only row's yield is a rank, not a yield: it decides no blanks.
  const spread = (row: ArchiveRow) =>
    format.spread(row.gSpread, { indicativeYield: row.shapeOnly ? null : row.ytm });
  const exportHref = apiUrl('GET /api/bonds/:id/archive/export/', {
    params: { id: bond.id },
    query: { tg: groundId, from: isoDay(range.from), to: isoDay(range.to) },
  });
  const shown = rows.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);
  // The newest row is the bond's latest quote on the ground: say when it is stale.
  const ground = bond.tradingGrounds.find((g) => g.id === groundId)?.name ?? '';
  const line = [{ id: lineKey({ model: 'bonds', id: bond.id, tgId: groundId }), name: ground }];
  return (
    <div className="archive-view" data-testid="chart-archive">
      <div className="card-header">
        <span className="muted">
          {t('archive_period', {
            from: format.date(isoDay(range.from)),
            to: format.date(isoDay(range.to)),
          })}
        </span>
        {rows.length >= EXCEL_EXPORT_MAX_POINTS ? (
          <Notice tone="warning" testId="archive-many-points">
            {t('errors:many_points')}
          </Notice>
        ) : (
          <GatedDownload
            decision={session.access('bond.archive.export')}
            href={exportHref}
            label={t('bond:export_excel')}
            hint={t('bond:export_hint')}
            unavailable={rows.length === 0 && !loading ? t('errors:no_data_for_period') : null}
            testId="archive-export"
          />
        )}
      </div>
      <LineFreshness ticks={price} names={line} />
      {rows.length === 0 && !loading ? (
        <p className="muted">{t('errors:no_data_for_period')}</p>
      ) : (
        <TableScroller>
          <table className="data-table" data-testid="archive-table">
            <thead>
              <tr>
                <th scope="col">{t('col_date')}</th>
                <th scope="col" className="num">
                  {t('col_last_price')}
                </th>
                <th scope="col" className="num hide-narrow">
                  {t('col_open')}
                </th>
                <th scope="col" className="num hide-narrow">
                  {t('col_min')}
                </th>
                <th scope="col" className="num hide-narrow">
                  {t('col_max')}
                </th>
                <th scope="col" className="num">
                  {t('col_yield')}
                </th>
                <th scope="col" className="num hide-narrow">
                  {t('col_g_spread')}
                </th>
                <th scope="col" className="num hide-narrow">
                  {t('col_volume')}
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((row) => (
                <tr key={row.date} data-testid="archive-row">
                  <td>{format.date(row.date)}</td>
                  <td className="num">{cell(row, row.lastPrice, format.price)}</td>
                  <td className="num hide-narrow">{cell(row, row.openPrice, format.price)}</td>
                  <td className="num hide-narrow">{cell(row, row.minPrice, format.price)}</td>
                  <td className="num hide-narrow">{cell(row, row.maxPrice, format.price)}</td>
                  <td className="num">{cell(row, row.ytm, format.yield)}</td>
                  <td className="num hide-narrow">{cell(row, row.gSpread, () => spread(row))}</td>
                  <td className="num hide-narrow">
                    {cell(row, row.volume, (v) => format.volume(v, 'pieces'))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      )}
      {/* The archive counts pages from 0; the pager from 1. */}
      <Pager
        page={page + 1}
        total={rows.length}
        limit={PAGE_SIZE}
        onPage={(next) => setPage(next - 1)}
      />
    </div>
  );
}
