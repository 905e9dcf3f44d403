/** Legend links to an entity's page, absolute so they also work from exported or copied charts. */
import { MODEL_PATHS } from './constants';
import type { ChartSeries } from './types';

/** /bonds/{id}/, /indexes/{id}/, /stocks/{id}/ or /etf/{id}/ on the given origin. */
export function entityPageUrl(
  model: ChartSeries['model'],
  id: number | string,
  origin: string,
): string {
  return `${origin}${MODEL_PATHS[model]}${encodeURIComponent(String(id))}/`;
}

/** The legend link of a series, or null when it has none. */
export function legendLink(series: ChartSeries, origin: string): string | null {
  if (typeof series.link === 'string') return new URL(series.link, `${origin}/`).href;
  if (series.link === true && series.entityId !== undefined)
    return entityPageUrl(series.model, series.entityId, origin);
  return null;
}
