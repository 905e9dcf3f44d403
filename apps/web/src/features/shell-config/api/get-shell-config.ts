import { useQuery } from '@tanstack/react-query';
import type { ShellConfig } from '@bondsight/contracts';
import { apiFetch } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/use-formatters';

/** Menu, house banner and mobile-app links, in the interface language. */
export function useShellConfig() {
  const language = useLanguage();
  return useQuery({
    queryKey: ['shell-config', language],
    queryFn: () => apiFetch<ShellConfig>(`/api/shell/?lang=${language}`),
    staleTime: 5 * 60_000,
  });
}
