import { SEARCH_TYPES, type SearchType } from '@bondsight/contracts/search-rules';

/** Spec section 4: the tab the user last clicked, kept in local storage with its count. */
export interface RememberedTab {
  type: SearchType;
  count: string;
}

export const REMEMBERED_TAB_KEY = 'site_search_tab';

export function readRememberedTab(): RememberedTab | null {
  try {
    const raw = window.localStorage.getItem(REMEMBERED_TAB_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<RememberedTab> | null;
    if (!value || !SEARCH_TYPES.includes(value.type as SearchType)) return null;
    return { type: value.type as SearchType, count: String(value.count ?? '') };
  } catch {
    // Storage blocked (private mode, policy) or a damaged value: as if nothing was remembered.
    return null;
  }
}

export function rememberTab(tab: RememberedTab) {
  try {
    window.localStorage.setItem(REMEMBERED_TAB_KEY, JSON.stringify(tab));
  } catch {
    // Storage blocked: the choice lasts only for this search.
  }
}
