import { useQueries } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/use-formatters';
import type { CompareItem } from '../compare-items';
import { lineKey } from '../chart-lines';

/** Names of compared bonds and indexes (a shared link carries ids only), keyed by line. */
export function useLineNames(items: readonly CompareItem[]): Map<string, string> {
  const language = useLanguage();
  const answers = useQueries({
    queries: items.map((item) => ({
      queryKey: ['line-name', item.model, item.id, language],
      staleTime: Infinity,
      queryFn: async () =>
        item.model === 'bonds'
          ? (await api('GET /api/bonds/:id/', { params: { id: item.id } })).name
          : (await api('GET /api/indexes/:id/', { params: { id: item.id } })).name,
    })),
  });
  const names = new Map<string, string>();
  items.forEach((item, i) => {
    const name = answers[i]?.data;
    if (name) names.set(lineKey(item), name);
  });
  return names;
}
