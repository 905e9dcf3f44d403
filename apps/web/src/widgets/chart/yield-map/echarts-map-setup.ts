/**
 * ECharts for the yield map, piece by piece: scatter points, lines (curve, trend), the legend,
 * and the label layout that hides overlapping labels unless all are asked for.
 */
import { LineChart, ScatterChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, use as registerParts } from 'echarts/core';
import { LabelLayout } from 'echarts/features';
import { CanvasRenderer } from 'echarts/renderers';

registerParts([
  ScatterChart,
  LineChart,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  LabelLayout,
  CanvasRenderer,
]);

export { init };
export type { EChartsType } from 'echarts/core';
