import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { EntityChartPeriodId } from '@bondsight/contracts';
import { api } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/use-formatters';

export type EntityChartModel = 'indexes' | 'stocks' | 'etf';

export interface EntityChartPeriod {
  periodId: EntityChartPeriodId;
  beginDate?: string;
  endDate?: string;
}

const call = (model: EntityChartModel, id: number, body: EntityChartPeriod) => {
  const params = { id };
  if (model === 'indexes') return api('POST /api/indexes/:id/chart/', { params, body });
  if (model === 'stocks') return api('POST /api/stocks/:id/chart/', { params, body });
  return api('POST /api/etf/:id/chart/', { params, body });
};

/** The page's price chart over a period; the last answer stays while the next one loads. */
export function useEntityChart(model: EntityChartModel, id: number, period: EntityChartPeriod) {
  const language = useLanguage();
  return useQuery({
    queryKey: ['entity-chart', model, id, period, language],
    queryFn: () => call(model, id, period),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
