import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/use-formatters';

export const bondSummaryQuery = (id: number, language: string) =>
  queryOptions({
    queryKey: ['bond-summary', id, language],
    queryFn: () => api('GET /api/bonds/:id/', { params: { id } }),
    retry: false,
  });

export const useBondSummary = (id: number) => useQuery(bondSummaryQuery(id, useLanguage()));
