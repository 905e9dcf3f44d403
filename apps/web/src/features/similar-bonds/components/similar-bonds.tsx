import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import {
  SIMILAR_PAGE_SIZE,
  STALE_AFTER_DAYS,
  SIMILAR_MATURITY_WINDOW_YEARS,
  SIMILARITY_WEIGHTS as W,
} from '@bondsight/contracts/bond-limits';
import { useFormatters } from '../../../lib/use-formatters';
import { asOfDayOf } from '../../../widgets/freshness/as-of-day';
import { StaleMark } from '../../../widgets/freshness/stale-mark';
import { Hint } from '../../../widgets/hint/hint';
import { maskedOr } from '../../../widgets/masked-value/masked-cell';
import { Pager } from '../../../widgets/pager/pager';
import { useSimilarBonds } from '../api/get-similar-bonds';
import { TableScroller } from '../../../widgets/data-table/table-scroller';

/** Similar bonds, 10 a page (spec); hidden when there are none. */
export function SimilarBonds({ bondId }: { bondId: number }) {
  const { t } = useTranslation(['bond', 'common']);
  const format = useFormatters();
  const [page, setPage] = useState(1);
  const similar = useSimilarBonds(bondId, page);
  if (!similar.data || similar.data.total === 0) return null;
  const { items, total } = similar.data;
  const weight = (w: number) => format.number(w, Number.isInteger(w) ? 0 : 1);
  return (
    <section className="card" aria-labelledby="similar-title" data-testid="similar-bonds">
      <h2 id="similar-title">{t('bond:similar_title')}</h2>
      <p className="muted">{t('bond:similar_rule')}</p>
      {/* What "similar" means: the server's rule, with its weights (contracts). */}
      <Hint>
        {t('bond_freshness:hint_similar', {
          government: weight(W.governmentOrNot),
          coupon: weight(W.couponClass),
          bucket: weight(W.creditBucket),
          unrated: weight(W.ratedOrNot),
          bank: weight(W.bankOrCorporate),
          type: weight(W.couponType),
          sector: weight(W.sector),
          issuer: weight(W.sameIssuer),
          years: SIMILAR_MATURITY_WINDOW_YEARS,
          page: SIMILAR_PAGE_SIZE,
        })}
      </Hint>
      <TableScroller>
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
                {/* The server has already blanked them by the spec's display rules; the
                    formatter applies the same rules to what it shows. */}
                <td className="num" data-stale={bond.latest?.stale ? 'true' : 'false'}>
                  {maskedOr(bond.latest?.ytm ?? null, format.yield)}
                  {/* The yield's day is more than 7 days before the data's date. */}
                  {bond.latest && (
                    <StaleMark
                      ageDays={bond.latest.ageDays}
                      stale={bond.latest.stale}
                      limitDays={STALE_AFTER_DAYS}
                      asOf={format.date(asOfDayOf(bond.latest.date, bond.latest.ageDays))}
                    />
                  )}
                </td>
                <td className="num hide-narrow">
                  {maskedOr(bond.latest?.duration ?? null, (days) => format.duration(days, 'days'))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroller>
      <Pager page={page} total={total} limit={SIMILAR_PAGE_SIZE} onPage={setPage} />
    </section>
  );
}
