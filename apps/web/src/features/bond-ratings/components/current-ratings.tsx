import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BondRatingsResponse, RatingEntry, RatingSubject } from '@bondsight/contracts';
import { useFormatters } from '../../../lib/use-formatters';
import { Notice } from '../../../widgets/data-state/notice';
import { Switch } from '../../../widgets/switch/switch';
import { outlookKey, RATING_LISTS, ratingNames, RatingStatusBadge } from './rating-parts';
import { TableScroller } from '../../../widgets/data-table/table-scroller';

interface Group {
  key: string;
  subject: RatingSubject;
  entity: RatingEntry['ratedEntity'];
  entries: RatingEntry[];
}

/** One group per list and rated issuer (guarantors may be several), lists in the spec's order. */
function groupsOf(ratings: BondRatingsResponse): Group[] {
  const groups: Group[] = [];
  for (const subject of RATING_LISTS) {
    const bySubject = new Map<string, Group>();
    for (const entry of ratings[subject]) {
      const key = `${subject}-${entry.ratedEntity?.id ?? 0}`;
      let group = bySubject.get(key);
      if (!group) {
        group = { key, subject, entity: entry.ratedEntity, entries: [] };
        bySubject.set(key, group);
        groups.push(group);
      }
      group.entries.push(entry);
    }
  }
  return groups;
}

const COLUMNS = 6;

/**
 * The current ratings, list by list. Spec section 4: the revoked ratings toggle starts
 * showing them, and the first click hides them.
 */
export function CurrentRatings({ ratings }: { ratings: BondRatingsResponse }) {
  const { t } = useTranslation('ratings');
  const format = useFormatters();
  const [showRevoked, setShowRevoked] = useState(true);
  const names = ratingNames(ratings.agencies, ratings.ratingTypes);
  const all = groupsOf(ratings);
  const revokedCount = all.reduce((n, g) => n + g.entries.filter((e) => e.revoked).length, 0);
  const groups = all
    .map((g) => (showRevoked ? g : { ...g, entries: g.entries.filter((e) => !e.revoked) }))
    .filter((g) => g.entries.length > 0);
  return (
    <div data-testid="ratings-current">
      {revokedCount > 0 && (
        <div className="ratings-toolbar">
          <Switch
            checked={showRevoked}
            label={t('ratings:show_revoked', { count: revokedCount })}
            onChange={setShowRevoked}
            testId="ratings-revoked-toggle"
          />
        </div>
      )}
      {groups.length === 0 ? (
        <Notice testId="ratings-all-hidden">{t('ratings:all_revoked_hidden')}</Notice>
      ) : (
        <TableScroller>
          <table className="data-table ratings-table">
            <thead>
              <tr>
                <th scope="col">{t('ratings:col_agency')}</th>
                <th scope="col" className="hide-narrow">
                  {t('ratings:col_rating_type')}
                </th>
                <th scope="col">{t('ratings:col_rating')}</th>
                <th scope="col" className="hide-narrow">
                  {t('ratings:col_outlook')}
                </th>
                <th scope="col">{t('ratings:col_date')}</th>
                <th scope="col">{t('ratings:col_status')}</th>
              </tr>
            </thead>
            {groups.map((group) => (
              <tbody key={group.key} data-testid={`ratings-list-${group.subject}`}>
                <tr className="ratings-group">
                  <th scope="colgroup" colSpan={COLUMNS}>
                    {t(`ratings:list_${group.subject}`)}
                    {group.entity && <span className="muted"> · {group.entity.name}</span>}
                  </th>
                </tr>
                {group.entries.map((entry) => {
                  const outlook = outlookKey(entry.outlook);
                  return (
                    <tr
                      key={`${entry.ratingTypeId}`}
                      className={entry.revoked ? 'revoked' : undefined}
                      data-testid="rating-row"
                      data-revoked={entry.revoked}
                    >
                      <td className="wrap">{names.agency(entry.agencyId)}</td>
                      <td className="wrap hide-narrow">{names.ratingType(entry.ratingTypeId)}</td>
                      <td className="rating-grade">{entry.scale_point_name ?? ''}</td>
                      <td className="hide-narrow">{outlook ? t(outlook) : ''}</td>
                      <td>{format.date(entry.date)}</td>
                      <td>
                        <RatingStatusBadge status={entry.status} />
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            ))}
          </table>
        </TableScroller>
      )}
    </div>
  );
}
