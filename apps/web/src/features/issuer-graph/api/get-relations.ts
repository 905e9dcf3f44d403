import { useQuery } from '@tanstack/react-query';
import type { RelationsResponse } from '@bondsight/contracts';
import { api, apiError } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/use-formatters';

/**
 * Spec: the network graph reads "GET {url} (configurable)": an array of relationship items.
 * Without a url, ours: GET /api/company/{emitentId}/relations/. Asked for as the page opens,
 * beside the other blocks (a small answer, cached on the server): the block renders nothing
 * without links, so there is no placeholder to watch scrolling into view. The ECharts code
 * itself loads only when there is a graph to draw.
 */
export function useRelations(emitentId: number, url?: string) {
  const language = useLanguage();
  return useQuery({
    queryKey: ['issuer-relations', emitentId, url ?? null, language],
    queryFn: () =>
      url === undefined
        ? api('GET /api/company/:emitentId/relations/', { params: { emitentId } })
        : fetchRelations(url, language),
  });
}

/** A caller's own url answering the same items, asked in the interface language. */
async function fetchRelations(url: string, language: string): Promise<RelationsResponse> {
  const target = new URL(url, window.location.origin);
  target.searchParams.set('lang', language);
  const response = await fetch(target, {
    headers: { accept: 'application/json' },
    credentials: 'same-origin',
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw apiError(response.status, body);
  return body as RelationsResponse;
}
