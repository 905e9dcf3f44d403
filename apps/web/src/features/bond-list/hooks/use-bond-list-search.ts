import { useCallback, useMemo } from 'react';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import type { BondListFilter } from '@bondsight/contracts';
import {
  bondListSearchParams,
  parseBondListSearch,
  stateOfFilter,
  type BondListFilterState,
  type BondListSearch,
} from '../bond-list-search';

export interface BondListSearchControls {
  state: BondListSearch;
  /** A new page of the same filter. */
  goToPage(page: number): void;
  /** A changed filter or order: back to page 1. */
  changeFilter(change: Partial<BondListFilterState>): void;
  /**
   * Replaces the whole filter (a saved screen or a preset applied, or a reset); `cols` also
   * replaces the screen's columns in the URL (else they stay).
   */
  replaceFilter(filter: BondListFilter, cols?: string[]): void;
  /** The screen's columns in the URL (a link then shows them), on the same page. */
  changeColumns(cols: string[]): void;
}

/**
 * The home list's state in the URL: every change is a history entry (Back undoes a filter or
 * a page), other query keys (lang, show_labels) are kept.
 */
export function useBondListSearch(): BondListSearchControls {
  const query = useRouterState({
    select: (state) => state.location.search as Record<string, unknown>,
  });
  const navigate = useNavigate();
  const state = useMemo(() => parseBondListSearch(query), [query]);
  const write = useCallback(
    (next: BondListSearch) => {
      const params = bondListSearchParams(next);
      void navigate({
        to: '.',
        resetScroll: false,
        search: ((previous: Record<string, unknown>) => {
          const merged: Record<string, unknown> = { ...previous };
          for (const [key, value] of Object.entries(params)) {
            if (value === undefined) delete merged[key];
            else merged[key] = value;
          }
          return merged;
        }) as never,
      });
    },
    [navigate],
  );
  return useMemo(
    () => ({
      state,
      goToPage: (page) => write({ ...state, page }),
      changeFilter: (change) => write({ ...state, ...change, page: 1 }),
      // Every field the state knows is written, so what the filter leaves out is cleared.
      replaceFilter: (filter, cols) =>
        write({ page: 1, ...stateOfFilter(filter), cols: cols ?? state.cols }),
      changeColumns: (cols) => write({ ...state, cols }),
    }),
    [state, write],
  );
}
