import { useNavigate, useSearch } from '@tanstack/react-router';
import { SearchAllResults } from '../../features/site-search/components/search-all-results';

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
