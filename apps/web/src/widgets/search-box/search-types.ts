import type { ReactNode } from 'react';

/** One suggestion as the box shows it; the caller decides how the title is rendered. */
export interface SearchBoxItem {
  key: string;
  title: ReactNode;
  /** Tickers shown beside the title (spec: an optional list of strings). */
  ticker?: readonly string[];
  /** A status text (matured, defaulted...), shown muted; absent for live entities. */
  status?: ReactNode;
}

/** One result tab: its display count (the answer's counter_title) and its items. */
export interface SearchBoxTab {
  id: string;
  title: string;
  count: string;
  items: readonly SearchBoxItem[];
  /** Shown in place of the list when the tab has no items (search_error or not-found). */
  emptyText: string;
}

/** What the box shows under the field; null while there is nothing to show. */
export interface SearchBoxResults {
  tabs: readonly SearchBoxTab[];
  /** null: no tab has results, the empty state is shown. */
  activeTab: string | null;
}

export interface SearchBoxTexts {
  /** The field's accessible name. */
  label: string;
  placeholder: string;
  /** The empty state when no tab has results. */
  empty: string;
  /** The loader's accessible text. */
  loading: string;
  /** The narrow-screen button that opens the field. */
  open: string;
  /** The tab row's accessible name. */
  tabs: string;
}
