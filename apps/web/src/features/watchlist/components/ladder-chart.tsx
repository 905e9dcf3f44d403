/**
 * The ladder's bar chart (ECharts 6, bars only, imported piece by piece). Loaded lazily with
 * the block; the shared chart widget draws lines over time, not stacked monthly bars, so only
 * its mount (useECharts) is shared.
 */
import { BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, use as registerParts } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useECharts } from '../../../widgets/chart/use-echarts';
import type { ladderOption } from '../ladder-chart-option';

registerParts([BarChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export default function LadderChart({
  option,
  label,
}: {
  option: ReturnType<typeof ladderOption>;
  label: string;
}) {
  // The height is the stylesheet's: only the width moves (followed by the hook).
  const { host } = useECharts(option, null, { init });
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
