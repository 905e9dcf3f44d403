import { useNavigate, useSearch } from '@tanstack/react-router';
import { SEARCH_TYPES, type SearchType } from '@bondsight/contracts/search-rules';
import { SearchAllResults } from '../../features/site-search/components/search-all-results';

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

export function SearchPage() {
  const search = useSearch({ from: '/search/' });
  const navigate = useNavigate({ from: '/search/' });
  return (
    <SearchAllResults
      term={search.q}
      type={search.type}
      page={search.page}
      onTypeChange={(type) => void navigate({ search: { ...search, type, page: 1 } })}
      onPage={(page) => void navigate({ search: { ...search, page } })}
    />
  );
}
