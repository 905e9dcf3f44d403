import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { WatchlistHolding } from '@bondsight/contracts';
import { STALE_AFTER_DAYS } from '@bondsight/contracts/bond-limits';
import { useFormatters } from '../../../lib/use-formatters';
import { ScrollTable, type ScrollColumn } from '../../../widgets/data-table/scroll-table';
import { asOfDayOf } from '../../../widgets/freshness/as-of-day';
import { StaleMark } from '../../../widgets/freshness/stale-mark';
import { pnlTone, toHoldingRow, type HoldingRow } from '../holding-rows';

/** Every holding shows: a book is read whole, not through a 5-row preview. */
const ALL_ROWS = 10_000;

/**
 * A list's holdings in the shared scrollable table (sortable; sideways scroll with arrows when
 * it does not fit): market numbers, the user's entry, value and P&L clean and with coupons.
 */
export function HoldingsTable({
  holdings,
  listId,
}: {
  holdings: WatchlistHolding[];
  listId: number;
}) {
  const { t } = useTranslation(['watchlist', 'errors']);
  const format = useFormatters();
  const money = (row: HoldingRow, value: number | null) => format.money(value, row.currency);
  const pnl = (row: HoldingRow, value: number | null) => (
    <span className={`wl-pnl ${pnlTone(value)}`}>{money(row, value)}</span>
  );
  const number = (key: keyof HoldingRow & string, render: (row: HoldingRow) => ReactNode) =>
    ({ key, title: t(`watchlist:col_${key}`), sortable: true, align: 'end', render }) as const;
  const columns: ScrollColumn<HoldingRow>[] = [
    {
      key: 'name',
      title: t('watchlist:col_name'),
      sortable: true,
      render: (row) => (
        <Link to="/bonds/$id/" params={{ id: String(row.bond_id) }}>
          {row.name}
        </Link>
      ),
    },
    { key: 'currency', title: t('watchlist:col_currency'), sortable: true },
    // A quote over 7 days old says so under its price (the server counted the days).
    number('price', (row) => (
      <>
        {format.price(row.price)}
        {row.price_date && row.age_days !== null && (
          <StaleMark
            ageDays={row.age_days}
            stale={row.stale}
            limitDays={STALE_AFTER_DAYS}
            asOf={format.date(asOfDayOf(row.price_date, row.age_days))}
          />
        )}
      </>
    )),
    number('ytm', (row) => format.yield(row.ytm)),
    number('duration', (row) => format.duration(row.duration, 'days')),
    number('accrued', (row) => format.number(row.accrued, 2)),
    number('buy_price', (row) => format.price(row.buy_price)),
    {
      key: 'buy_date',
      title: t('watchlist:col_buy_date'),
      sortable: true,
      render: (row) => format.date(row.buy_date),
    },
    number('count', (row) => format.volume(row.count, 'pieces')),
    number('value', (row) => money(row, row.value)),
    number('pnl_clean', (row) => pnl(row, row.pnl_clean)),
    number('coupons_received', (row) => money(row, row.coupons_received)),
    number('pnl_total', (row) => pnl(row, row.pnl_total)),
  ];
  return (
    <ScrollTable
      testId={`watchlist-holdings-${listId}`}
      columns={columns}
      rows={holdings.map(toHoldingRow)}
      rowKey={(row) => String(row.item_id)}
      limit={ALL_ROWS}
      isMasked={(row, key) => row.masked.has(key)}
      maskedTitle={t('errors:need_get_access')}
    />
  );
}
