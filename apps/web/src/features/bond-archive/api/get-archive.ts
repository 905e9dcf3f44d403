import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ArchiveResponse } from '@bondsight/contracts';
import { api, apiUrl } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/use-formatters';

export type Archive = ArchiveResponse;

const groundQuery = (groundId: number | null) => (groundId ? { tg: groundId } : {});

export const archiveQuery = (bondId: number, groundId: number | null, language: string) =>
  queryOptions({
    queryKey: ['bond-archive', bondId, groundId, language],
    queryFn: () =>
      api('GET /api/bonds/:id/archive/', { params: { id: bondId }, query: groundQuery(groundId) }),
  });

export const useArchive = (bondId: number, groundId: number | null) =>
  useQuery(archiveQuery(bondId, groundId, useLanguage()));

export const archiveExportUrl = (bondId: number, groundId: number | null) =>
  apiUrl('GET /api/bonds/:id/archive/export/', {
    params: { id: bondId },
    query: groundQuery(groundId),
  });
