import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../lib/use-formatters';
import { Notice } from '../../../widgets/data-state/notice';
import { Pager } from '../../../widgets/pager/pager';
import { useIssuerItems } from '../api/get-issuer-items';
import { ExtraTable } from './extra-card';

/** The issuer's other bonds, newest issue first, 10 a page (spec section 9). */
export function IssuerItems({ bondId }: { bondId: number }) {
  const { t } = useTranslation(['bond_extras', 'bond', 'common']);
  const format = useFormatters();
  const [page, setPage] = useState(1);
  const query = useIssuerItems(bondId, page);
  if (!query.data) return <Notice>{t('common:loading')}</Notice>;
  const { items, total, pageSize } = query.data;
  return (
    <div data-testid="issuer-items" data-page={query.data.page}>
      <ExtraTable
        rowTestId="issuer-item"
        columns={[
          { label: t('bond_extras:col_bond'), wrap: true },
          { label: t('bond_extras:col_issue_date') },
          { label: t('bond_extras:col_maturity') },
          { label: t('bond_extras:col_coupon'), numeric: true },
          { label: t('bond_extras:col_volume'), numeric: true, narrow: true },
        ]}
        rows={items.map((b) => [
          <Link to="/bonds/$id/" params={{ id: String(b.id) }}>
            {b.name}
          </Link>,
          format.date(b.issueDate),
          format.date(b.maturityDate),
          b.couponType === 'zero' ? t('bond:coupon_type_zero') : format.number(b.couponRate, 2),
          b.outstandingVolume === null ? '' : format.compactMoney(b.outstandingVolume, b.currency),
        ])}
      />
      <Pager page={page} total={total} limit={pageSize} onPage={setPage} />
    </div>
  );
}
