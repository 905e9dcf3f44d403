import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { statusLabelKey } from '@bondsight/contracts/statuses';
import { useFormatters } from '../../../lib/use-formatters';
import { Notice } from '../../../widgets/data-state/notice';
import { Pager } from '../../../widgets/pager/pager';
import { useBondList } from '../api/get-bonds';

const PAGE_SIZE = 30;

export function BondList() {
  const { t } = useTranslation(['common', 'bond.statuses']);
  const format = useFormatters();
  const [offset, setOffset] = useState(0);
  const list = useBondList(PAGE_SIZE, offset);
  if (list.isPending) return <Notice>{t('common:loading')}</Notice>;
  if (!list.data) return <Notice tone="error">{t('errors:internal_error')}</Notice>;
  const { items, total } = list.data;
  return (
    <section className="card">
      <div className="table-scroll">
        <table className="data-table" data-testid="bond-list">
          <thead>
            <tr>
              <th scope="col">{t('common:col_name')}</th>
              <th scope="col">{t('common:col_isin')}</th>
              <th scope="col" className="hide-narrow">
                {t('common:col_issuer')}
              </th>
              <th scope="col">{t('common:col_currency')}</th>
              <th scope="col">{t('common:col_maturity')}</th>
              <th scope="col" className="hide-narrow">
                {t('common:col_status')}
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((bond) => (
              <tr key={bond.id}>
                <td>
                  <Link to="/bonds/$id/" params={{ id: String(bond.id) }}>
                    {bond.name}
                  </Link>
                </td>
                <td className="mono">{bond.isin}</td>
                <td className="hide-narrow">{bond.emitentName}</td>
                <td>{bond.currency}</td>
                <td>{format.date(bond.maturityDate)}</td>
                <td className="hide-narrow">
                  {t(`bond.statuses:${statusLabelKey(bond.statusId)}`)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager
        page={Math.floor(offset / PAGE_SIZE) + 1}
        total={total}
        limit={PAGE_SIZE}
        onPage={(page) => setOffset((page - 1) * PAGE_SIZE)}
      />
    </section>
  );
}
