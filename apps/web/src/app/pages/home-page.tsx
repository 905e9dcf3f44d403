import { useTranslation } from 'react-i18next';
import { BondList } from '../../features/bond-list/components/bond-list';
import { DataFreshnessLine } from '../../features/data-sync/components/data-freshness-line';
import { filterOf } from '../../features/bond-list/bond-list-search';
import { SavedFilters } from '../../features/saved-filters/components/saved-filters';
import { ScreenPresets } from '../../features/saved-filters/components/screen-presets';
import { SiteSearch } from '../../features/site-search/components/site-search';
import { useHomeScreen } from './use-home-screen';

/**
 * The home page as an entry point: the site search first (the shell's search box sits in the
 * slot), then the bond list with its filters, saved filters, order and numbered pager.
 */
export function HomePage() {
  const { t } = useTranslation(['common', 'home_list']);
  // The whole screen: URL state, column choice (server or cookie), the user's default screen.
  const { search, columns, applyScreen } = useHomeScreen();
  return (
    <>
      {/* slot: site search (the shell's search box, issue 16) */}
      <div className="home-search-slot" data-testid="home-search-slot">
        <SiteSearch testId="home-site-search" />
      </div>
      <h1>{t('common:home_title')}</h1>
      <p className="lead">{t('common:home_intro')}</p>
      <DataFreshnessLine />
      <section className="card" id="home-bonds" aria-labelledby="home-bonds-title">
        <h2 id="home-bonds-title">{t('home_list:list_title')}</h2>
        <ScreenPresets current={filterOf(search.state)} onApply={applyScreen} />
        <SavedFilters
          current={filterOf(search.state)}
          columns={columns.chosen}
          onApply={applyScreen}
        />
        <BondList search={search} columns={columns} />
      </section>
    </>
  );
}
