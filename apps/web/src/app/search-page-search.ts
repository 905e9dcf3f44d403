import { SEARCH_TYPES, type SearchType } from '@bondsight/contracts/search-rules';

/** The search page's address: /search/?q=&type=&page= (all results of one kind, paged). */
export interface SearchPageSearch {
  q: string;
  type: SearchType;
  page: number;
}

/** Reads the address leniently: a hand-edited or old link still opens a sensible page. */
export function parseSearchPageSearch(search: Record<string, unknown>): SearchPageSearch {
  const type = SEARCH_TYPES.find((candidate) => candidate === search.type) ?? 'bonds';
  const page = Number(search.page);
  return {
    q:
      typeof search.q === 'string'
        ? search.q
        : typeof search.q === 'number'
          ? String(search.q)
          : '',
    type,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}
