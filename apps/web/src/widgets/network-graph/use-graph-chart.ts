/** The graph's ECharts instance (the shared mount), its listeners, and node positions. */
import { useState } from 'react';
import { useECharts } from '../chart/use-echarts';
import { init, type EChartsType } from './echarts-graph';
import type { GraphOption } from './graph-option';

/** Node id -> its centre in the chart's own pixels (from the host's top left). */
export type NodePixels = ReadonlyMap<number, readonly [number, number]>;

interface LaidOutData {
  count(): number;
  getId(index: number): string;
  getItemLayout(index: number): number[] | undefined;
}
interface GraphModel {
  getSeriesByIndex(
    index: number,
  ): { getData(): LaidOutData; forceLayout?: { setFixed(index: number): void } } | undefined;
}

const modelOf = (chart: EChartsType) => (chart as unknown as { getModel(): GraphModel }).getModel();

/**
 * Where the force layout put each node, in pixels. ECharts keeps node positions in its
 * series data (no public getter), in the graph's own view; convertToPixel maps that view to
 * the canvas.
 */
function readPixels(chart: EChartsType): Map<number, [number, number]> {
  const out = new Map<number, [number, number]>();
  const data = modelOf(chart).getSeriesByIndex(0)?.getData();
  if (!data) return out;
  for (let i = 0; i < data.count(); i++) {
    const layout = data.getItemLayout(i);
    if (!layout) continue;
    const pixel = chart.convertToPixel({ seriesIndex: 0 }, layout) as number[] | undefined;
    const [x, y] = pixel ?? layout;
    if (Number.isFinite(x) && Number.isFinite(y))
      out.set(Number(data.getId(i)), [Math.round(x!), Math.round(y!)]);
  }
  return out;
}

const sameSpots = (a: NodePixels, b: NodePixels) =>
  a.size === b.size && [...a].every(([id, [x, y]]) => b.get(id)?.[0] === x && b.get(id)?.[1] === y);

export function useGraphChart(option: GraphOption, onNode: (id: number) => void, size: unknown) {
  const [pixels, setPixels] = useState<NodePixels>(new Map());

  // notMerge (the shared mount's): a new sizing or data set lays the graph out afresh.
  const { host } = useECharts(option, size, {
    init,
    on: {
      click: (params) => {
        if (params.dataType === 'node') onNode(Number((params.data as { id: string }).id));
      },
      // A dropped node stays where the user put it: ECharts unfixes it at the drag's end and
      // the force layout would pull it back. After that (the next task), fix it again.
      mouseup: (params, instance) => {
        if (params.dataType !== 'node' || !(option.series[0]?.draggable ?? false)) return;
        setTimeout(() =>
          modelOf(instance).getSeriesByIndex(0)?.forceLayout?.setFixed(params.dataIndex),
        );
      },
      // Every repaint (the layout, a drag, a resize): publish positions that moved.
      finished: (_params, instance) => {
        const next = readPixels(instance);
        setPixels((previous) => (sameSpots(previous, next) ? previous : next));
      },
    },
  });

  return { host, pixels };
}
