import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../widgets/data-state/notice';
import { Hint } from '../../../widgets/hint/hint';
import { useInView } from '../../../widgets/in-view/use-in-view';
import { useBondRatings } from '../api/get-bond-ratings';
import { CurrentRatings } from './current-ratings';
import { RatingsHistory } from './ratings-history';
import './bond-ratings.css';

type Tab = 'current' | 'history';
const TABS: readonly Tab[] = ['current', 'history'];

/**
 * The ratings block: current ratings of the bond's six lists and a rating type's history
 * (spec: ratings tabs current and history). Loads when it nears the viewport; hidden when
 * the bond has no ratings or the call fails (spec: failed calls are not shown). The page wraps
 * it in <section id="block-ratings">.
 */
export function BondRatings({ bondId }: { bondId: number }) {
  const { t } = useTranslation(['ratings', 'common']);
  const [ref, seen] = useInView<HTMLDivElement>();
  const ratings = useBondRatings(bondId, seen);
  const [tab, setTab] = useState<Tab>('current');
  if (ratings.isError || (ratings.data && ratings.data.ratingTypes.length === 0)) return null;
  return (
    <div ref={ref} className="card" data-testid="block-ratings">
      <div className="card-header">
        <h2 id="ratings-title">{t('ratings:block_title')}</h2>
      </div>
      <Hint>{t('ratings:hint')}</Hint>
      <div className="tabs" role="tablist" aria-label={t('ratings:block_title')}>
        {TABS.map((id) => (
          <button
            key={id}
            type="button"
            role="tab"
            aria-selected={tab === id}
            className={tab === id ? 'tab active' : 'tab'}
            onClick={() => setTab(id)}
            data-testid={`ratings-tab-${id}`}
          >
            {t(`ratings:tab_${id}`)}
          </button>
        ))}
      </div>
      {!ratings.data && <Notice>{t('common:loading')}</Notice>}
      {ratings.data && tab === 'current' && <CurrentRatings ratings={ratings.data} />}
      {ratings.data && tab === 'history' && (
        <RatingsHistory
          bondId={bondId}
          ratingTypes={ratings.data.ratingTypes}
          agencies={ratings.data.agencies}
        />
      )}
    </div>
  );
}
