import { useTranslation } from 'react-i18next';
import { SiteSearch } from '../../features/site-search/components/site-search';
import { WatchlistView } from '../../features/watchlist/components/watchlist-view';

/**
 * /watchlist/: the user's lists as a bond book, alerts and the calendar feed. A bond is added
 * from here through the site search in its select mode (bonds only): the pick opens the
 * add-to-watchlist panel instead of the bond's page.
 */
export function WatchlistPage() {
  const { t } = useTranslation('watchlist');
  return (
    <WatchlistView
      renderBondSearch={(onPick) => (
        <SiteSearch
          redirect={false}
          types={['bonds']}
          label={t('add_bond_search')}
          placeholder={t('add_bond_placeholder')}
          onSelect={(choice) => onPick({ id: choice.id, title: choice.title })}
          testId="watchlist-bond-search"
        />
      )}
    />
  );
}
