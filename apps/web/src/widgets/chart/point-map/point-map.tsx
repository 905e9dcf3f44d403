/**
 * A scatter-and-lines chart of keyed points (ECharts, through the yield map's canvas hook):
 * the option comes in built, a click on a point goes out with its key. Data-free: the feature
 * decides what the points are, their colours and their tooltips.
 */
import { useEffect, useRef } from 'react';
import { useMapChart, type MapPointClick } from '../yield-map/use-map-chart';
import type { EChartsType } from '../yield-map/echarts-map-setup';

export interface PointMapProps {
  /** An ECharts option whose point data are `{ key, value: [x, y] }` (key: the click's). */
  option: PointMapOption;
  height: number;
  onPointClick: MapPointClick;
  /** The chart's accessible name: what it shows. */
  label: string;
  testId?: string;
}

export interface PointMapOption {
  series: readonly { data?: readonly unknown[] }[];
  [part: string]: unknown;
}

/**
 * The chart element's test hook: where each keyed point is drawn, in px from the element's top
 * left corner (a canvas has no elements to find), so a browser test clicks a real point.
 */
export type PointMapElement = HTMLDivElement & {
  pointPositions?(): Record<string, [number, number]>;
};

function positionsOf(chart: EChartsType, option: PointMapOption) {
  const out: Record<string, [number, number]> = {};
  for (const series of option.series)
    for (const datum of series.data ?? []) {
      const { key, value } = (datum ?? {}) as { key?: string; value?: [number, number] };
      if (!key || !value) continue;
      const at = chart.convertToPixel({ gridIndex: 0 }, value as number[]) as number[];
      if (at && Number.isFinite(at[0]) && Number.isFinite(at[1])) out[key] = [at[0]!, at[1]!];
    }
  return out;
}

export default function PointMap({ option, height, onPointClick, label, testId }: PointMapProps) {
  const host = useRef<PointMapElement>(null);
  const chart = useMapChart(host, option, height, onPointClick);
  useEffect(() => {
    const element = host.current;
    if (!element) return;
    element.pointPositions = () => (chart.current ? positionsOf(chart.current, option) : {});
    return () => {
      delete element.pointPositions;
    };
  }, [chart, option]);
  return (
    <div
      ref={host}
      className="point-map"
      role="img"
      aria-label={label}
      data-testid={testId}
      style={{ height, width: '100%' }}
    />
  );
}
