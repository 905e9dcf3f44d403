import { WatchlistView } from '../../features/watchlist/components/watchlist-view';

/** /watchlist/: the user's lists as a bond book, alerts and the calendar feed. */
export function WatchlistPage() {
  return <WatchlistView />;
}
