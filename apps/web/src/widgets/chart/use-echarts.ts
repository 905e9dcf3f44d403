/**
 * Mounts one ECharts canvas instance in a div, feeds it options and follows its size: the one
 * mount of the chart widget, the network graph and the watchlist ladder.
 */
import { useEffect, useEffectEvent, useRef } from 'react';
import { withReaderMotion } from '../media/reduced-motion';
import type {
  ECElementEvent,
  EChartsCoreOption,
  EChartsType,
  init as initCore,
} from 'echarts/core';

export interface EChartsMount {
  /**
   * The init of the caller's own ECharts setup module (it registers only the parts that
   * chart draws, and tests replace that module with a canvas-free double).
   */
  init: typeof initCore;
  /**
   * Listeners by ECharts event name ('click', 'mouseup', 'finished'...), attached before the
   * first option; each call goes to the handler of the latest render.
   */
  on?: Partial<Record<string, (params: ECElementEvent, instance: EChartsType) => void>>;
}

/**
 * `resizeKey`: anything whose change resizes the chart (its height); the width is followed by
 * a ResizeObserver. Returns the host div's ref and the instance (null before mount).
 */
export function useECharts(option: EChartsCoreOption, resizeKey: unknown, mount: EChartsMount) {
  const host = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);
  const dispatch = useEffectEvent((name: string, params: ECElementEvent, instance: EChartsType) =>
    mount.on?.[name]?.(params, instance),
  );
  // Made once per mount, with the events named then.
  const create = useEffectEvent((element: HTMLDivElement) => {
    const instance = mount.init(element, null, { renderer: 'canvas' });
    // Named by a string, ECharts types the payload as unknown: the caller's names say which.
    for (const name of Object.keys(mount.on ?? {}))
      instance.on(name, (params) => dispatch(name, params as ECElementEvent, instance));
    return instance;
  });

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const instance = create(element);
    chart.current = instance;
    // Width follows the layout (full screen, narrow screens); ECharts does not watch it itself.
    // An observer reports the size it starts with too: only a change redraws (a redraw of a
    // 20-line chart is tens of milliseconds on the page's first load).
    let size = `${element.clientWidth}x${element.clientHeight}`;
    const observer =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => {
            const now = `${element.clientWidth}x${element.clientHeight}`;
            if (now === size) return;
            size = now;
            instance.resize();
          });
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  // notMerge: hidden lines, trends and messages must disappear, not linger from the last option.
  useEffect(() => {
    chart.current?.setOption(withReaderMotion(option), { notMerge: true });
  }, [option]);

  // Not on mount: the chart was just made at its size.
  const sizedFor = useRef(resizeKey);
  useEffect(() => {
    if (Object.is(sizedFor.current, resizeKey)) return;
    sizedFor.current = resizeKey;
    chart.current?.resize();
  }, [resizeKey]);

  return { host, chart };
}
