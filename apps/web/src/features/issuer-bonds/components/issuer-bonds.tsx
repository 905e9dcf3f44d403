import { useMemo } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { statusLabelKey } from '@bondsight/contracts/statuses';
import { useFormatters } from '../../../lib/use-formatters';
import { ScrollTable, type ScrollColumn } from '../../../widgets/data-table/scroll-table';
import { Hint } from '../../../widgets/hint/hint';
import { MaskedCell } from '../../../widgets/masked-value/masked-cell';
import { toBondRow, type BondRow, type IssuerBond } from './bond-rows';
import { IssuerBondsExport } from './issuer-bonds-export';
import './issuer-bonds.css';

/**
 * The issuer's bonds (issue 14, item 11): status, coupon, maturity and the latest yield with
 * its date, live bonds first as the server orders them; every column sorts (none -> asc ->
 * desc -> none, back to the server's order); five rows, then show more. Renders nothing for
 * an issuer without bonds, so the section menu leaves it out. The page wraps it in
 * <section id="issuerBonds">.
 */
export function IssuerBonds({ bonds }: { bonds: readonly IssuerBond[] }) {
  const { t } = useTranslation(['issuer_page', 'bond.statuses', 'common']);
  const format = useFormatters();
  const rows = useMemo(
    () =>
      bonds.map((bond) => toBondRow(bond, (b) => t(`bond.statuses:${statusLabelKey(b.statusId)}`))),
    [bonds, t],
  );
  if (bonds.length === 0) return null;

  const columns: ScrollColumn<BondRow>[] = [
    {
      key: 'name',
      title: t('issuer_page:col_bond'),
      sortable: true,
      exportValue: ({ bond }) => bond.name,
      render: ({ bond }) => (
        <>
          <Link
            to="/bonds/$id/"
            params={{ id: String(bond.id) }}
            data-testid="issuer-bond-link"
            data-bond-id={bond.id}
          >
            {bond.name}
          </Link>
          {bond.isin && <span className="mono muted issuer-bond-isin">{bond.isin}</span>}
        </>
      ),
    },
    {
      key: 'status',
      title: t('issuer_page:col_status'),
      sortable: true,
      render: (row) => (
        <span
          className={row.bond.live ? undefined : 'muted'}
          data-testid="issuer-bond-status"
          data-live={row.bond.live}
        >
          {row.status}
        </span>
      ),
    },
    {
      key: 'coupon',
      title: t('issuer_page:col_coupon'),
      sortable: true,
      align: 'end',
      exportKind: 'percent',
      render: ({ bond, coupon }) =>
        bond.coupon.type === 'zero'
          ? t('issuer_page:coupon_zero')
          : coupon === null
            ? ''
            : format.number(coupon, 2),
    },
    {
      key: 'maturity',
      title: t('issuer_page:col_maturity'),
      sortable: true,
      exportKind: 'date',
      render: ({ maturity }) => (
        <span data-testid="issuer-bond-maturity" data-value={maturity ?? ''}>
          {maturity ? format.date(maturity) : t('issuer_page:no_maturity')}
        </span>
      ),
    },
    {
      key: 'yield',
      title: t('issuer_page:col_yield'),
      sortable: true,
      align: 'end',
      exportKind: 'yield',
      // What the page shows: a masked yield goes as its asterisk.
      exportValue: (row) => (row.masked ? '*' : row.yield),
      render: (row) => <YieldCell row={row} />,
    },
  ];
  return (
    <div className="card issuer-bonds" data-testid="issuer-bonds">
      <div className="card-header">
        <h2 id="issuer-bonds-title">{t('issuer_page:bonds_title')}</h2>
        <span className="muted" data-testid="issuer-bonds-count">
          {t('common:total_count', { count: bonds.length })}
        </span>
      </div>
      <Hint>{t('issuer_page:bonds_hint')}</Hint>
      <ScrollTable
        testId="issuer-bonds-table"
        columns={columns}
        rows={rows}
        rowKey={(row) => String(row.bond.id)}
        exportAction={(snapshot) => (
          <IssuerBondsExport title={t('issuer_page:bonds_title')} snapshot={snapshot} />
        )}
      />
    </div>
  );
}

/** The yield (3 decimals, spec section 9) and, under it, the day it is of. */
function YieldCell({ row }: { row: BondRow }) {
  const { t } = useTranslation('issuer_page');
  const format = useFormatters();
  const date = row.bond.latest?.date;
  if (row.masked) return <MaskedCell reason={row.masked} />;
  return (
    <span data-testid="issuer-bond-yield" data-value={row.yield ?? ''}>
      {row.yield === null ? '' : format.yield(row.yield)}
      {row.yield !== null && date && (
        <small className="muted issuer-bond-yield-date">
          {t('yield_on', { date: format.date(date) })}
        </small>
      )}
    </span>
  );
}
