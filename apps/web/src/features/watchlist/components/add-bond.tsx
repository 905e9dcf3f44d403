import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Hint } from '../../../widgets/hint/hint';
import { WatchlistPanelLoader } from './watchlist-panel-loader';

/** A bond the search picked: its id and the plain title the field now shows. */
export interface PickedBond {
  id: number;
  title: string;
}

interface AddBondProps {
  /**
   * The bond search, drawn by the page (features do not import each other): the site search
   * in its select mode, bonds only, telling `onPick` which bond was chosen.
   */
  renderSearch(onPick: (bond: PickedBond) => void): ReactNode;
}

/**
 * The watchlist page's "add a bond": a bond picked in the search opens the add-to-watchlist
 * panel for it (the same lists, price, count and date as on the bond page, saved through the
 * same append call, which keeps the lists the bond is already in). A save clears the search
 * for the next bond and says so.
 */
export function AddBond({ renderSearch }: AddBondProps) {
  const { t } = useTranslation('watchlist');
  const [picked, setPicked] = useState<PickedBond | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  // A new key draws a fresh, empty search box after a save or a cancel.
  const [round, setRound] = useState(0);
  const done = (message: string | null) => {
    setPicked(null);
    setSaved(message);
    setRound((n) => n + 1);
  };
  return (
    <section
      className="card wl-add-bond"
      aria-labelledby="wl-add-bond-title"
      data-testid="watchlist-add-bond"
    >
      <div className="card-header">
        <h2 id="wl-add-bond-title">{t('add_bond_title')}</h2>
      </div>
      <Hint>{t('add_bond_hint')}</Hint>
      <div className="wl-add-bond-search" key={round}>
        {renderSearch((bond) => {
          setPicked(bond);
          setSaved(null);
        })}
      </div>
      {saved !== null && (
        <p className="wl-notice" role="status" data-testid="watchlist-add-bond-saved">
          {saved}
        </p>
      )}
      {picked && (
        <div className="wl-action-panel" data-testid="watchlist-add-bond-panel">
          <p className="wl-add-bond-chosen" data-testid="watchlist-add-bond-chosen">
            {t('add_bond_chosen', { name: picked.title })}
          </p>
          <WatchlistPanelLoader
            // Another bond starts its panel over.
            key={picked.id}
            bondId={picked.id}
            onClose={() => done(null)}
            onSaved={(message) => done(message)}
          />
        </div>
      )}
    </section>
  );
}
