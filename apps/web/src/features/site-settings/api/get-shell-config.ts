import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/use-formatters';

/** Menu, house banner and mobile-app links, in the interface language. */
export function useShellConfig() {
  const language = useLanguage();
  return useQuery({
    queryKey: ['shell-config', language],
    queryFn: () => api('GET /api/shell/'),
    staleTime: 5 * 60_000,
  });
}
