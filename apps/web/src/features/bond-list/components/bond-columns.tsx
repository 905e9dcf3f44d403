import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { statusLabelKey } from '@bondsight/contracts/statuses';
import type { BondListResponse } from '@bondsight/contracts';
import { DEFAULT_SCREEN_COLUMNS, type ScreenColumn } from '@bondsight/contracts/screen-columns';
import { useFormatters } from '../../../lib/use-formatters';
import type { ScrollColumn } from '../../../widgets/data-table/scroll-table';

export type BondRow = BondListResponse['items'][number];

/** The column settings' groups: the bond's terms, its market numbers. */
export type BondColumnGroup = 'bond' | 'market';

export interface BondColumn extends ScrollColumn<BondRow> {
  key: ScreenColumn;
  group: BondColumnGroup;
  /** Always shown: the row's link to the bond (not offered in the column settings). */
  fixed?: boolean;
  /** Its text in the column settings (the title may carry markup). */
  text: string;
}

/** The table's id in the user's settings and the visitor's cookie. */
export const BOND_LIST_TABLE = 'home_list';

/**
 * Every column the list can show, in the table's order: the screen's numbers right after the
 * bond's name and currency, so they are the first to see on a narrow screen. Keys that are sorts of the API
 * (name, maturity, coupon, volume, yield, duration, gSpread, liquidity) sort on the server.
 */
export function useBondColumns(): BondColumn[] {
  const { t } = useTranslation(['home_list', 'common', 'bond.statuses']);
  const format = useFormatters();
  // The date of the price behind a bond's yield, duration and spread, on hover.
  const priceDateTitle = (bond: BondRow) =>
    bond.priceDate ? t('home_list:price_date', { date: format.date(bond.priceDate) }) : undefined;
  const column = (c: Omit<BondColumn, 'title'> & { title?: ReactNode }): BondColumn => ({
    title: c.text,
    ...c,
  });

  return [
    column({
      key: 'name',
      group: 'bond',
      fixed: true,
      text: t('home_list:col_bond_name'),
      sortable: true,
      render: (bond) => (
        <span className="bond-cell-name">
          <Link to="/bonds/$id/" params={{ id: String(bond.id) }} data-testid="bond-list-link">
            {bond.name}
          </Link>
        </span>
      ),
    }),
    column({ key: 'isin', group: 'bond', text: t('common:col_isin'), render: (b) => b.isin ?? '' }),
    column({
      key: 'issuer',
      group: 'bond',
      text: t('common:col_issuer'),
      render: (bond) => (
        <span className="bond-cell-issuer" data-testid="bond-list-issuer">
          {bond.emitentName}
        </span>
      ),
    }),
    column({ key: 'currency', group: 'bond', text: t('common:col_currency') }),
    column({
      key: 'yield',
      group: 'market',
      text: t('home_list:col_yield'),
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
    }),
    column({
      key: 'duration',
      group: 'market',
      text: t('home_list:col_duration'),
      sortable: true,
      align: 'end',
      render: (bond) => (
        <span data-testid="bond-list-duration" data-value={bond.duration ?? ''}>
          {format.duration(bond.duration, 'years')}
        </span>
      ),
    }),
    column({
      key: 'gSpread',
      group: 'market',
      text: t('home_list:col_g_spread'),
      sortable: true,
      align: 'end',
      render: (bond) => format.spread(bond.gSpread),
    }),
    column({
      key: 'yieldToWorst',
      group: 'market',
      text: t('home_list:col_yield_to_worst'),
      sortable: true,
      align: 'end',
      render: (bond) => format.yield(bond.yieldToWorst),
    }),
    column({
      key: 'currentYield',
      group: 'market',
      text: t('home_list:col_current_yield'),
      sortable: true,
      align: 'end',
      render: (bond) => format.yield(bond.currentYield),
    }),
    column({
      key: 'zSpread',
      group: 'market',
      text: t('home_list:col_z_spread'),
      sortable: true,
      align: 'end',
      render: (bond) => format.spread(bond.zSpread),
    }),
    column({
      key: 'rating',
      group: 'market',
      text: t('home_list:col_rating'),
      sortable: true,
      render: (bond) => <span data-testid="bond-list-rating">{bond.rating ?? ''}</span>,
    }),
    column({
      key: 'praams',
      group: 'market',
      text: t('home_list:col_praams'),
      // How the number is chosen, on hover: the same score as the bond page's praams block.
      title: <span title={t('home_list:col_praams_hint')}>{t('home_list:col_praams')}</span>,
      sortable: true,
      align: 'end',
      render: (bond) => (
        <span data-testid="bond-list-praams" data-value={bond.praams ?? ''}>
          {bond.praams ?? ''}
        </span>
      ),
    }),
    column({
      key: 'nextOffer',
      group: 'market',
      text: t('home_list:col_next_offer'),
      render: (bond) =>
        bond.nextOfferDate
          ? `${format.date(bond.nextOfferDate)} ${t(`home_list:offer_type_${bond.nextOfferType}`)}`
          : '',
    }),
    column({
      key: 'priceDate',
      group: 'market',
      text: t('home_list:col_price_date'),
      render: (bond) => (
        <span data-testid="bond-list-price-date">{format.date(bond.priceDate)}</span>
      ),
    }),
    column({
      key: 'liquidity',
      group: 'market',
      text: t('home_list:col_traded_days'),
      sortable: true,
      align: 'end',
      render: (bond) => (
        <span data-testid="bond-list-traded-days" data-value={bond.tradedDays}>
          {bond.tradedDays}
        </span>
      ),
    }),
    column({
      key: 'maturity',
      group: 'bond',
      text: t('common:col_maturity'),
      sortable: true,
      render: (bond) => (
        <span data-testid="bond-list-maturity" data-date={bond.maturityDate ?? ''}>
          {format.date(bond.maturityDate)}
        </span>
      ),
    }),
    column({
      key: 'coupon',
      group: 'bond',
      text: t('home_list:col_coupon'),
      sortable: true,
      align: 'end',
      render: (bond) => format.number(bond.couponRate, 2),
    }),
    column({
      key: 'volume',
      group: 'bond',
      text: t('home_list:col_volume'),
      sortable: true,
      align: 'end',
      // Short scale (14.9 bn) so the screen's numbers fit beside it; the full amount on hover.
      render: (bond) => (
        <span title={format.volume(bond.outstandingVolume, 'money')}>
          {format.compactMoney(bond.outstandingVolume, bond.currency)}
        </span>
      ),
    }),
    column({
      key: 'status',
      group: 'bond',
      text: t('common:col_status'),
      render: (bond) => (
        <span data-testid="bond-list-status" data-status={bond.statusId}>
          {t(`bond.statuses:${statusLabelKey(bond.statusId)}`)}
        </span>
      ),
    }),
  ];
}

/** The columns to show: the fixed ones and the chosen (else default) ones, in table order. */
export function shownColumns(all: BondColumn[], chosen: readonly string[] | undefined) {
  const ids = new Set<string>(chosen ?? DEFAULT_SCREEN_COLUMNS);
  return all.filter((c) => c.fixed || ids.has(c.key));
}
