import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EndpointResult, Endpoints } from '@bondsight/contracts';
import { api } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/use-formatters';

const ENDPOINT = {
  company: 'GET /api/company/:id/',
  index: 'GET /api/indexes/:id/',
  stock: 'GET /api/stocks/:id/',
  etf: 'GET /api/etf/:id/',
} as const;
type Kind = keyof typeof ENDPOINT;
type Entity<K extends Kind> = EndpointResult<Endpoints[(typeof ENDPOINT)[K]]>;

export const entityQuery = <K extends Kind>(kind: K, id: number, language: string) =>
  queryOptions({
    queryKey: ['entity', kind, id, language],
    // Every entity endpoint takes the same { id }: the union call is as typed as each one.
    queryFn: () => api(ENDPOINT[kind as Kind], { params: { id } }) as Promise<Entity<K>>,
    retry: false,
  });

export function useEntity<K extends Kind>(kind: K, id: number) {
  return useQuery(entityQuery(kind, id, useLanguage()));
}
