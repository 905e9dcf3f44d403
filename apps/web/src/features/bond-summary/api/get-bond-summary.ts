import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BondSummary } from '@bondsight/contracts';
import { apiFetch } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/use-formatters';

export const bondSummaryQuery = (id: number, language: string) =>
  queryOptions({
    queryKey: ['bond-summary', id, language],
    queryFn: () => apiFetch<BondSummary>(`/api/bonds/${id}/?lang=${language}`),
    retry: false,
  });

export const useBondSummary = (id: number) => useQuery(bondSummaryQuery(id, useLanguage()));
