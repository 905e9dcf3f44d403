import { useQuery } from '@tanstack/react-query';
import { api, apiUrl } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/use-formatters';

/** A bond's documents; asked for once the block is near the viewport. */
export function useBondDocuments(bondId: number, enabled: boolean) {
  const language = useLanguage();
  return useQuery({
    queryKey: ['bond-documents', bondId, language],
    queryFn: () => api('GET /api/bonds/:id/documents/', { params: { id: bondId } }),
    enabled,
  });
}

/** A document's file: a plain GET, so a link downloads it. */
export const documentFileUrl = (bondId: number, documentId: number) =>
  apiUrl('GET /api/bonds/:id/documents/:docId/file/', {
    params: { id: bondId, docId: documentId },
  });
