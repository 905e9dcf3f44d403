import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { GetTradingsRequest, GetTradingsTicksResponse } from '@bondsight/contracts';
import { api, ApiError } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/use-formatters';
import { ticksFromColumns } from './ticks-from-columns';

/** Which compared lines (positions past the first) an error names as unknown. */
function unknownItems(error: unknown): Set<number> {
  const unknown = new Set<number>();
  if (!(error instanceof ApiError) || error.status !== 404) return unknown;
  for (const field of Object.keys(error.fields)) {
    const at = /^body\.items\.(\d+)\./.exec(field)?.[1];
    if (at && Number(at) > 0) unknown.add(Number(at));
  }
  return unknown;
}

export interface ComparedLines {
  answer: GetTradingsTicksResponse;
  /** Compared items the server does not know (a bond no longer on that ground...). */
  dropped: GetTradingsRequest['items'];
}

/**
 * The lines asked in the step form (a seventh of the JSON as columns, a quarter fewer bytes
 * again as steps), read back as the spec's ticks.
 */
const fetchTicks = async (body: GetTradingsRequest) =>
  ticksFromColumns(
    await api('POST /api/chart/get_tradings/', { body: { ...body, format: 'steps' } }),
  );

/**
 * The chart data call, the one query of every chart line: equal requests (the line chart and
 * the tab probes of the same kind) share one answer. A compared item the server does not know
 * (a shared link can outlive a bond's ground) is dropped and reported, rather than failing the
 * whole chart. An answer stays while the next period or line loads (no flicker).
 */
export function useChartLines(body: GetTradingsRequest, enabled = true) {
  const language = useLanguage();
  return useQuery({
    queryKey: ['chart-lines', body, language],
    queryFn: async (): Promise<ComparedLines> => {
      try {
        return { answer: await fetchTicks(body), dropped: [] };
      } catch (error) {
        const unknown = unknownItems(error);
        if (unknown.size === 0) throw error;
        const items = body.items.filter((_, i) => !unknown.has(i));
        const answer = await fetchTicks({ ...body, items });
        return { answer, dropped: body.items.filter((_, i) => unknown.has(i)) };
      }
    },
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: false,
    enabled,
  });
}
