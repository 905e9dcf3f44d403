/** Mounts one ECharts canvas instance in a div, feeds it options and follows its size. */
import { useEffect, useRef } from 'react';
import { init, type EChartsType } from './echarts-setup';
import type { ChartOption } from './option';

export function useECharts(option: ChartOption, height: number) {
  const host = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const instance = init(element, null, { renderer: 'canvas' });
    chart.current = instance;
    // Width follows the layout (full screen, narrow screens); ECharts does not watch it itself.
    const observer =
      typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => instance.resize());
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  // notMerge: hidden lines, trends and messages must disappear, not linger from the last option.
  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  useEffect(() => {
    chart.current?.resize();
  }, [height]);

  return host;
}
