import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { statusLabelKey } from '@bondsight/contracts/statuses';
import type { BondSummary as Bond } from '@bondsight/contracts';
import { useFormatters } from '../../../lib/use-formatters';
import { DefinitionList } from '../../../widgets/data-state/definition-list';
import { Hint } from '../../../widgets/hint/hint';
import { LifeLine } from './life-line';

/**
 * The bond's terms as stored: the spec's "resume info" block. A bond that does not simply live
 * says first, in words, when and how it ended (or defaulted). `children` (the page gives the
 * latest market and liquidity line) follow the terms inside the same card.
 */
export function BondSummary({ bond, children }: { bond: Bond; children?: ReactNode }) {
  const { t } = useTranslation(['bond', 'bond.statuses', 'common']);
  const format = useFormatters();
  const coupon =
    bond.coupon.type === 'zero' || bond.coupon.rate === null
      ? t('bond:coupon_none')
      : `${format.percent(bond.coupon.rate, 3)} · ${t(`bond:coupon_type_${bond.coupon.type}`)}`;

  return (
    <section className="card" aria-labelledby="summary-title" data-testid="bond-summary">
      <h2 id="summary-title">{t('bond:summary_title')}</h2>
      <Hint>{t('bond_freshness:hint_summary')}</Hint>
      <LifeLine life={bond.life} />
      <DefinitionList
        items={[
          { term: t('bond:isin'), value: bond.isin ?? '', testId: 'summary-isin' },
          {
            term: t('bond:issuer'),
            value: (
              <Link
                to="/company/$id/"
                params={{ id: String(bond.emitent.id) }}
                data-testid="issuer-link"
              >
                {bond.emitent.name}
              </Link>
            ),
          },
          { term: t('bond:country'), value: bond.country.name },
          {
            term: t('bond:status'),
            value: t(`bond.statuses:${statusLabelKey(bond.statusId)}`),
            testId: 'summary-status',
          },
          { term: t('bond:currency'), value: bond.currency },
          {
            term: t('bond:face_value'),
            value: format.money(bond.faceValue, bond.currency),
            testId: 'summary-face-value',
          },
          { term: t('bond:coupon'), value: coupon, testId: 'summary-coupon' },
          {
            term: t('bond:coupon_frequency'),
            value:
              bond.coupon.frequency > 0
                ? t('bond:coupon_frequency_value', { count: bond.coupon.frequency })
                : '',
          },
          { term: t('bond:day_count'), value: bond.coupon.dayCount },
          { term: t('bond:issue_date'), value: format.date(bond.issueDate) },
          {
            term: t('bond:maturity_date'),
            value: format.date(bond.maturityDate),
            testId: 'summary-maturity',
          },
          {
            term: t('bond:outstanding_volume'),
            value:
              bond.outstandingVolume === null
                ? ''
                : format.compactMoney(bond.outstandingVolume, bond.currency),
          },
        ]}
      />
      {children}
    </section>
  );
}
