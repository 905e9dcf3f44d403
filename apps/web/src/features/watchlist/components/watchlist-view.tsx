import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../lib/use-formatters';
import { useSession } from '../../../lib/session';
import { Notice } from '../../../widgets/data-state/notice';
import { Hint } from '../../../widgets/hint/hint';
import { useWatchlists } from '../api/watchlists';
import { AddBond, type PickedBond } from './add-bond';
import { CalendarFeed } from './calendar-feed';
import { ListCard } from './list-card';
import { CreateListForm } from './list-forms';
import { NotificationsList } from './notifications-list';
import './watchlist.css';

/**
 * The watchlist page: the user's lists as a bond book (holdings, value, P&L, the cash-flow
 * ladder), the lifecycle alerts and the calendar feed. Any signed-in user reads own lists;
 * changing them needs full access (the server says so in canEdit).
 */
export function WatchlistView({
  renderBondSearch,
}: {
  /** The page's bond search (the site search in select mode): lets a user add a bond here. */
  renderBondSearch?(onPick: (bond: PickedBond) => void): ReactNode;
} = {}) {
  const { t } = useTranslation(['watchlist', 'errors']);
  const format = useFormatters();
  const signedIn = useSession().globals.userId > 0;
  const lists = useWatchlists(signedIn);
  if (!signedIn) {
    return (
      <Notice tone="warning" testId="watchlist-need-auth">
        {t('errors:need_auth')} <Link to="/sign-in/">{t('watchlist:sign_in')}</Link>
      </Notice>
    );
  }
  return (
    <div className="wl-page" data-testid="watchlist-page">
      <header className="page-header">
        <h1>{t('watchlist:page_title')}</h1>
        {lists.data && (
          <p className="muted">{t('watchlist:as_of', { date: format.date(lists.data.asOf) })}</p>
        )}
        <Hint>{t('watchlist:hint_page')}</Hint>
      </header>
      {lists.data && !lists.data.canEdit && (
        <Notice tone="warning" testId="watchlist-upgrade">
          {t('errors:access_denied_auth')}{' '}
          <Link to="/profile/access/">{t('watchlist:get_access')}</Link>
        </Notice>
      )}
      <NotificationsList />
      <section className="card wl-tools" aria-label={t('watchlist:tools')}>
        {lists.data?.canEdit && <CreateListForm />}
        <CalendarFeed />
      </section>
      {lists.data?.canEdit && lists.data.lists.length > 0 && renderBondSearch && (
        <AddBond renderSearch={renderBondSearch} />
      )}
      {lists.isPending && <Notice>{t('watchlist:loading')}</Notice>}
      {lists.isError && <Notice tone="error">{t('watchlist:load_failed')}</Notice>}
      {lists.data && lists.data.lists.length === 0 && (
        <Notice testId="watchlist-no-lists">{t('watchlist:no_lists')}</Notice>
      )}
      {lists.data?.lists.map((list) => (
        <ListCard key={list.id} list={list} canEdit={lists.data.canEdit} />
      ))}
    </div>
  );
}
