/**
 * Mounts the map's ECharts canvas, feeds it options, follows its size and reports clicks (on
 * data carrying a `key`). Any scatter-and-lines option will do: the screener's map uses it too.
 */
import { useEffect, useRef, type RefObject } from 'react';
import { init, type EChartsType } from './echarts-map-setup';
import { withReaderMotion } from '../../media/reduced-motion';

/** A click on a point: its key, and whether Ctrl (or Cmd) was held. */
export type MapPointClick = (key: string, withCtrl: boolean) => void;

/** `host`: the canvas' element, the caller's (its width lays the labels out). */
export function useMapChart(
  host: RefObject<HTMLDivElement | null>,
  option: object,
  height: number,
  onPointClick: MapPointClick,
) {
  const chart = useRef<EChartsType | null>(null);
  const click = useRef(onPointClick);
  useEffect(() => {
    click.current = onPointClick;
  }, [onPointClick]);

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const instance = init(element, null, { renderer: 'canvas' });
    chart.current = instance;
    instance.on('click', (params) => {
      const key = (params.data as { key?: string } | undefined)?.key;
      const event = params.event?.event as MouseEvent | undefined;
      if (key) click.current(key, Boolean(event?.ctrlKey || event?.metaKey));
    });
    const observer =
      typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => instance.resize());
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, [host]);

  // notMerge: removed points, trends and labels must disappear, not linger from the last option.
  useEffect(() => {
    chart.current?.setOption(withReaderMotion(option) as never, { notMerge: true });
  }, [option]);

  useEffect(() => {
    chart.current?.resize();
  }, [height]);

  return chart;
}
