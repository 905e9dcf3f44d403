import { useEffect, useRef } from 'react';
import type { BondListFilter } from '@bondsight/contracts';
import { DEFAULT_SCREEN_COLUMNS } from '@bondsight/contracts/screen-columns';
import { filterOf, type BondListSearch } from '../../features/bond-list/bond-list-search';
import { BOND_LIST_TABLE } from '../../features/bond-list/components/bond-columns';
import type { BondListColumns } from '../../features/bond-list/components/bond-list';
import {
  useBondListSearch,
  type BondListSearchControls,
} from '../../features/bond-list/hooks/use-bond-list-search';
import { useSavedFilters } from '../../features/saved-filters/api/saved-filters';
import { useColumnChoice } from '../../features/user-settings/hooks/use-column-choice';
import { useSession } from '../../lib/session';

export interface HomeScreen {
  search: BondListSearchControls;
  /** The columns shown: a link's (`cols`), else the user's stored choice, else the defaults. */
  columns: BondListColumns;
  /** Replaces the whole screen: a preset's or a saved screen's filter and columns. */
  applyScreen(filter: BondListFilter, columns: readonly string[] | null): void;
}

/** Whether the address names a screen (a filter, an order, a page or columns): it then wins. */
const namesScreen = (state: BondListSearch) =>
  state.page > 1 || state.cols !== undefined || Object.keys(filterOf(state)).length > 0;

/**
 * The home page's whole screen (issue 33 item 4): the list's URL state, the user's column
 * choice and the signed-in user's default screen, joined here because they are three features.
 * The default applies once, when the page opens on an address that names no screen.
 */
export function useHomeScreen(): HomeScreen {
  const search = useBondListSearch();
  const choice = useColumnChoice(BOND_LIST_TABLE);
  const signedIn = useSession().globals.userId > 0;
  const saved = useSavedFilters(signedIn);

  const applyScreen: HomeScreen['applyScreen'] = (filter, columns) =>
    // A screen saved without columns shows the defaults, whatever the reader chose.
    search.replaceFilter(filter, [...(columns ?? DEFAULT_SCREEN_COLUMNS)]);

  const openedOnScreen = useRef(namesScreen(search.state));
  const defaultDone = useRef(false);
  useEffect(() => {
    if (defaultDone.current || !saved.data) return;
    defaultDone.current = true;
    const screen = saved.data.items.find((item) => item.isDefault);
    if (screen && !openedOnScreen.current) applyScreen(screen.conditions, screen.columns);
  });

  return {
    search,
    columns: {
      chosen: search.state.cols ?? choice.chosen,
      // A change is the user's new choice and the screen's columns (so the link carries it).
      choose: (ids) => {
        choice.choose(ids);
        search.changeColumns(ids);
      },
    },
    applyScreen,
  };
}
