/** The graph's ECharts instance (the shared mount), its listeners, and node positions. */
import { useLayoutEffect, useMemo, useState } from 'react';
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
  getSeriesByIndex(index: number): { getData(): LaidOutData } | undefined;
}

/** The canvas' size in px; the layout spreads the nodes over it. */
export interface GraphSize {
  width: number;
  height: number;
}

// A disposed chart has no model (its listeners may still be called as it goes).
const modelOf = (chart: EChartsType) =>
  (chart as unknown as { getModel(): GraphModel | null }).getModel();

/**
 * Where the force layout put each node, in pixels. ECharts keeps node positions in its
 * series data (no public getter), in the graph's own view; convertToPixel maps that view to
 * the canvas.
 */
function readPixels(chart: EChartsType): Map<number, [number, number]> {
  const out = new Map<number, [number, number]>();
  if (chart.isDisposed()) return out;
  const data = modelOf(chart)?.getSeriesByIndex(0)?.getData();
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

/**
 * The option is made for the canvas' size (`optionFor`, memoised by the caller): the layout
 * spreads the nodes over the canvas, so a new size (full screen, a narrower window) lays the
 * graph out again. Before the first measure the option is made for `fallback`.
 */
export function useGraphChart(
  optionFor: (size: GraphSize) => GraphOption,
  onNode: (id: number) => void,
  fallback: GraphSize,
) {
  const [pixels, setPixels] = useState<NodePixels>(new Map());
  const [measured, setMeasured] = useState<GraphSize | null>(null);
  const size = measured ?? fallback;
  const option = useMemo(() => optionFor(size), [optionFor, size]);

  // notMerge (the shared mount's): a new sizing, size or data set lays the graph out afresh.
  const { host } = useECharts(option, size, {
    init,
    on: {
      click: (params) => {
        if (params.dataType === 'node') onNode(Number((params.data as { id: string }).id));
      },
      // Every repaint (the layout, a drag, a resize): publish positions that moved.
      finished: (_params, instance) => {
        const next = readPixels(instance);
        setPixels((previous) => (sameSpots(previous, next) ? previous : next));
      },
    },
  });

  // The canvas' size, before the first paint and whenever it changes (a whole pixel).
  useLayoutEffect(() => {
    const element = host.current;
    if (!element) return;
    const read = () => {
      const next = { width: element.clientWidth, height: element.clientHeight };
      if (next.width <= 0 || next.height <= 0) return;
      setMeasured((old) => (old?.width === next.width && old.height === next.height ? old : next));
    };
    read();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(read);
    observer.observe(element);
    return () => observer.disconnect();
  }, [host]);

  return { host, pixels, option };
}
