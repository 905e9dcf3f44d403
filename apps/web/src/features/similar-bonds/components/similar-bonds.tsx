import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { SIMILAR_PAGE_SIZE } from '@bondsight/contracts/bond-limits';
import { useFormatters } from '../../../lib/use-formatters';
import { maskedOr } from '../../../widgets/masked-value/masked-cell';
import { Pager } from '../../../widgets/pager/pager';
import { useSimilarBonds } from '../api/get-similar-bonds';

/** Similar bonds, 10 a page (spec); hidden when there are none. */
export function SimilarBonds({ bondId }: { bondId: number }) {
  const { t } = useTranslation(['bond', 'common']);
  const format = useFormatters();
  const [page, setPage] = useState(1);
  const similar = useSimilarBonds(bondId, page);
  if (!similar.data || similar.data.total === 0) return null;
  const { items, total } = similar.data;
  const pages = Math.ceil(total / SIMILAR_PAGE_SIZE);
  return (
    <section className="card" aria-labelledby="similar-title" data-testid="similar-bonds">
      <h2 id="similar-title">{t('bond:similar_title')}</h2>
      <p className="muted">{t('bond:similar_rule')}</p>
      <div className="table-scroll">
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">{t('common:col_name')}</th>
              <th scope="col" className="hide-narrow">
                {t('common:col_issuer')}
              </th>
              <th scope="col">{t('common:col_maturity')}</th>
              <th scope="col" className="num hide-narrow">
                {t('bond:coupon_rate')}
              </th>
              <th scope="col" className="num">
                {t('bond:col_yield')}
              </th>
              <th scope="col" className="num hide-narrow">
                {t('bond:col_duration')}
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((bond) => (
              <tr key={bond.id}>
                <td className="wrap">
                  <Link to="/bonds/$id/" params={{ id: String(bond.id) }}>
                    {bond.name}
                  </Link>
                </td>
                <td className="wrap hide-narrow">{bond.emitent.name}</td>
                <td>{format.date(bond.maturityDate)}</td>
                <td className="num hide-narrow">{format.number(bond.coupon.rate, 2)}</td>
                {/* The server has already blanked yields above 2000 % (spec display rules). */}
                <td className="num">
                  {maskedOr(bond.latest?.ytm ?? null, (ytm) => format.number(ytm, 3))}
                </td>
                <td className="num hide-narrow">
                  {maskedOr(bond.latest?.duration ?? null, format.integer)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pages > 1 && (
        <Pager
          total={total}
          hasPrevious={page > 1}
          hasNext={page < pages}
          onPrevious={() => setPage(page - 1)}
          onNext={() => setPage(page + 1)}
        />
      )}
    </section>
  );
}
