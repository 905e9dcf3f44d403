import type { ChartTick } from '@bondsight/contracts';
import type { ChartSeries } from '../../widgets/chart';
import type { ChartKind } from './chart-search';

/** The colour of the turnover bars: a quiet grey-blue, under the lines without competing. */
export const VOLUME_COLOUR = '#9fb3c8';

/**
 * The day's turnover (bonds traded) of the page's bond, drawn as bars on the reversed chart
 * under the price chart. Only the price tab of the bond alone carries volumes (a comparison
 * gets closes only, a visitor no volume): otherwise, or with no traded day, none.
 */
export function volumeSeries(
  ticks: readonly ChartTick[],
  kind: ChartKind,
  comparing: boolean,
  name: string,
): ChartSeries | null {
  if (kind !== 'price' || comparing) return null;
  const data = ticks
    .filter((tick) => !tick.isIndex)
    .map((tick) => [tick.date_numeric, tick.volume ?? null] as const)
    .sort((a, b) => a[0] - b[0]);
  if (!data.some(([, volume]) => volume !== null && volume > 0)) return null;
  return { id: 'volume', name, data, model: 'bond', yAxis: 1, bars: true, colour: VOLUME_COLOUR };
}
