/**
 * The ladder's bar chart (ECharts 6, bars only, imported piece by piece). Loaded lazily with
 * the block; the shared chart widget draws lines over time, not stacked monthly bars.
 */
import { useEffect, useRef } from 'react';
import { BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, use as registerParts } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import type { ladderOption } from '../ladder-chart-option';

registerParts([BarChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export default function LadderChart({
  option,
  label,
}: {
  option: ReturnType<typeof ladderOption>;
  label: string;
}) {
  const host = useRef<HTMLDivElement>(null);
  const chart = useRef<ReturnType<typeof init> | null>(null);
  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const instance = init(element, null, { renderer: 'canvas' });
    chart.current = instance;
    const observer =
      typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => instance.resize());
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);
  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);
  return (
    <div
      ref={host}
      className="wl-ladder-chart"
      role="img"
      aria-label={label}
      data-testid="watchlist-ladder-chart"
    />
  );
}
