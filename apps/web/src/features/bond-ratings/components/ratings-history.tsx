import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RatingAgency, RatingType } from '@bondsight/contracts';
import { useFormatters } from '../../../lib/use-formatters';
import { Notice } from '../../../widgets/data-state/notice';
import { useRatingsHistory } from '../api/get-ratings-history';
import { outlookKey, ratingNames, RatingStatusBadge } from './rating-parts';
import { TableScroller } from '../../../widgets/data-table/table-scroller';

interface Props {
  bondId: number;
  /** The rating types the bond has any history in (from the current ratings). */
  ratingTypes: readonly RatingType[];
  agencies: readonly RatingAgency[];
}

/** A rating type's actions across the bond's lists, the latest first. */
export function RatingsHistory({ bondId, ratingTypes, agencies }: Props) {
  const { t } = useTranslation(['ratings', 'common']);
  const format = useFormatters();
  const [typeId, setTypeId] = useState<number | null>(ratingTypes[0]?.id ?? null);
  const history = useRatingsHistory(bondId, typeId);
  const names = ratingNames(agencies, ratingTypes);
  const ratings = history.data?.ratings ?? [];
  return (
    <div data-testid="ratings-history">
      <label className="ratings-type-picker">
        {t('ratings:history_type')}{' '}
        <select
          value={typeId ?? ''}
          onChange={(event) => setTypeId(Number(event.target.value))}
          data-testid="ratings-history-type"
        >
          {ratingTypes.map((type) => (
            <option key={type.id} value={type.id}>
              {names.agency(type.agencyId)} · {type.name}
            </option>
          ))}
        </select>
      </label>
      {history.isPending && <Notice>{t('common:loading')}</Notice>}
      {history.data && ratings.length === 0 && <Notice>{t('ratings:no_history')}</Notice>}
      {ratings.length > 0 && (
        <TableScroller>
          <table className="data-table ratings-table">
            <thead>
              <tr>
                <th scope="col">{t('ratings:col_date')}</th>
                <th scope="col">{t('ratings:col_list')}</th>
                <th scope="col" className="hide-narrow">
                  {t('ratings:col_rated')}
                </th>
                <th scope="col">{t('ratings:col_rating')}</th>
                <th scope="col" className="hide-narrow">
                  {t('ratings:col_outlook')}
                </th>
                <th scope="col">{t('ratings:col_status')}</th>
              </tr>
            </thead>
            <tbody>
              {ratings.map((entry, i) => {
                const outlook = outlookKey(entry.outlook);
                return (
                  <tr
                    key={`${entry.date}-${entry.subject}-${entry.ratedEntity?.id ?? 0}-${i}`}
                    className={entry.revoked ? 'revoked' : undefined}
                    data-testid="rating-history-row"
                  >
                    <td>{format.date(entry.date)}</td>
                    <td>{t(`ratings:list_${entry.subject}`)}</td>
                    <td className="wrap hide-narrow">{entry.ratedEntity?.name ?? ''}</td>
                    <td className="rating-grade">{entry.scale_point_name ?? ''}</td>
                    <td className="hide-narrow">{outlook ? t(outlook) : ''}</td>
                    <td>
                      <RatingStatusBadge status={entry.status} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroller>
      )}
    </div>
  );
}
