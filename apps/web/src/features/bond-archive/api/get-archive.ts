import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ArchiveResponse } from '@bondsight/contracts';
import { apiFetch } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/use-formatters';

export type Archive = ArchiveResponse;

export const archiveQuery = (bondId: number, groundId: number | null, language: string) =>
  queryOptions({
    queryKey: ['bond-archive', bondId, groundId, language],
    queryFn: () =>
      apiFetch<Archive>(
        `/api/bonds/${bondId}/archive/?lang=${language}${groundId ? `&tg=${groundId}` : ''}`,
      ),
  });

export const useArchive = (bondId: number, groundId: number | null) =>
  useQuery(archiveQuery(bondId, groundId, useLanguage()));

export const archiveExportUrl = (bondId: number, groundId: number | null, language: string) =>
  `/api/bonds/${bondId}/archive/export/?lang=${language}${groundId ? `&tg=${groundId}` : ''}`;
