import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { statusLabelKey } from '@bondsight/contracts/statuses';
import type { BondListResponse } from '@bondsight/contracts';
import { useFormatters } from '../../../lib/use-formatters';
import { Notice } from '../../../widgets/data-state/notice';
import { ScrollTable, type ScrollColumn } from '../../../widgets/data-table/scroll-table';
import { Hint } from '../../../widgets/hint/hint';
import { PageJump } from '../../../widgets/pager/page-jump';
import { lastPageOf, Pager } from '../../../widgets/pager/pager';
import { useBondList } from '../api/get-bonds';
import { BOND_LIST_PAGE_SIZE, SORTABLE_COLUMNS } from '../bond-list-search';
import type { BondListSearchControls } from '../hooks/use-bond-list-search';
import { BondFilters } from './bond-filters';
import './bond-list.css';

type Row = BondListResponse['items'][number];

/**
 * The home page's bond list: filters, server-side order by a header click, the numbered pager
 * with a page-number field. The state lives in the URL (see useBondListSearch).
 */
export function BondList({ search }: { search: BondListSearchControls }) {
  const { t } = useTranslation(['home_list', 'common', 'bond.statuses']);
  const format = useFormatters();
  const { state } = search;
  const list = useBondList(state);

  // The date of the price behind a bond's yield, duration and spread, on hover.
  const priceDateTitle = (bond: Row) =>
    bond.priceDate ? t('home_list:price_date', { date: format.date(bond.priceDate) }) : undefined;

  const columns: ScrollColumn<Row>[] = [
    {
      key: 'name',
      title: t('home_list:col_bond'),
      sortable: true,
      render: (bond) => (
        <span className="bond-cell">
          <Link to="/bonds/$id/" params={{ id: String(bond.id) }} data-testid="bond-list-link">
            {bond.name}
          </Link>
          <span className="bond-cell-issuer" data-testid="bond-list-issuer">
            {bond.emitentName}
          </span>
        </span>
      ),
    },
    { key: 'isin', title: t('common:col_isin'), render: (bond) => bond.isin ?? '' },
    { key: 'currency', title: t('common:col_currency') },
    {
      key: 'maturity',
      title: t('common:col_maturity'),
      sortable: true,
      render: (bond) => (
        <span data-testid="bond-list-maturity" data-date={bond.maturityDate ?? ''}>
          {format.date(bond.maturityDate)}
        </span>
      ),
    },
    {
      key: 'coupon',
      title: t('home_list:col_coupon'),
      sortable: true,
      align: 'end',
      render: (bond) => format.number(bond.couponRate, 2),
    },
    {
      key: 'volume',
      title: t('home_list:col_volume'),
      sortable: true,
      align: 'end',
      // Short scale (14.9 bn) so the screen's numbers fit beside it; the full amount on hover.
      render: (bond) => (
        <span title={format.volume(bond.outstandingVolume, 'money')}>
          {format.compactMoney(bond.outstandingVolume, bond.currency)}
        </span>
      ),
    },
    {
      key: 'yield',
      title: t('home_list:col_yield'),
      sortable: true,
      align: 'end',
      render: (bond) => (
        <span
          data-testid="bond-list-yield"
          data-value={bond.yield ?? ''}
          title={priceDateTitle(bond)}
        >
          {format.yield(bond.yield)}
        </span>
      ),
    },
    {
      key: 'duration',
      title: t('home_list:col_duration'),
      sortable: true,
      align: 'end',
      render: (bond) => format.duration(bond.duration, 'years'),
    },
    {
      key: 'gSpread',
      title: t('home_list:col_g_spread'),
      sortable: true,
      align: 'end',
      render: (bond) => format.spread(bond.gSpread),
    },
    {
      key: 'status',
      title: t('common:col_status'),
      render: (bond) => (
        <span data-testid="bond-list-status" data-status={bond.statusId}>
          {t(`bond.statuses:${statusLabelKey(bond.statusId)}`)}
        </span>
      ),
    },
  ];

  const sortable = (field: string) => SORTABLE_COLUMNS.find((c) => c === field);
  const body = () => {
    if (list.isPending) return <Notice>{t('common:loading')}</Notice>;
    if (!list.data) return <Notice tone="error">{t('errors:internal_error')}</Notice>;
    const { items, total } = list.data;
    if (total === 0) return <Notice testId="bond-list-empty">{t('home_list:empty')}</Notice>;
    const last = lastPageOf(total, BOND_LIST_PAGE_SIZE);
    return (
      <>
        <ScrollTable
          testId="bond-list"
          columns={columns}
          rows={items}
          rowKey={(bond) => String(bond.id)}
          limit={BOND_LIST_PAGE_SIZE}
          sort={state.sort ? { field: state.sort, order: state.order ?? 'asc' } : null}
          onSort={(field, order) =>
            search.changeFilter(
              order ? { sort: sortable(field), order } : { sort: undefined, order: undefined },
            )
          }
        />
        <div className="bond-list-toolbar">
          <Pager
            page={Math.min(state.page, last)}
            total={total}
            limit={BOND_LIST_PAGE_SIZE}
            onPage={search.goToPage}
          />
          <PageJump
            last={last}
            onPage={search.goToPage}
            label={t('home_list:page_jump_label')}
            goText={t('home_list:page_jump_go')}
            invalidText={t('home_list:page_jump_invalid', { last })}
          />
        </div>
      </>
    );
  };

  return (
    <div
      className={list.isPlaceholderData ? 'bond-list is-refreshing' : 'bond-list'}
      aria-busy={list.isFetching || undefined}
    >
      <Hint>{t('home_list:hint')}</Hint>
      <BondFilters
        filter={state}
        onChange={search.changeFilter}
        onReset={() => search.replaceFilter({})}
      />
      {body()}
    </div>
  );
}
