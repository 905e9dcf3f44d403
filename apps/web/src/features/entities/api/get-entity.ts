import { useQuery } from '@tanstack/react-query';
import type { CompanySummary, EquitySummary, IndexSummary } from '@bondsight/contracts';
import { apiFetch } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/use-formatters';

const API_PATH = { company: 'company', index: 'indexes', stock: 'stocks', etf: 'etf' } as const;
interface EntityTypes {
  company: CompanySummary;
  index: IndexSummary;
  stock: EquitySummary;
  etf: EquitySummary;
}

export function useEntity<K extends keyof EntityTypes>(kind: K, id: number) {
  const language = useLanguage();
  return useQuery({
    queryKey: ['entity', kind, id, language],
    queryFn: () => apiFetch<EntityTypes[K]>(`/api/${API_PATH[kind]}/${id}/?lang=${language}`),
    retry: false,
  });
}
