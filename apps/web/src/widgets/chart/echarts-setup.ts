/**
 * ECharts, imported piece by piece (not the full 'echarts' bundle): only line charts and the
 * components the widget draws (bars: the turnover on the reversed chart). The SVG renderer is loaded on demand by svg-export.ts.
 */
import { BarChart, LineChart } from 'echarts/charts';
import {
  DataZoomInsideComponent,
  DataZoomSliderComponent,
  GraphicComponent,
  GridComponent,
  TitleComponent,
  TooltipComponent,
} from 'echarts/components';
import { init, use as registerParts } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

registerParts([
  LineChart,
  BarChart,
  GridComponent,
  TooltipComponent,
  TitleComponent,
  GraphicComponent,
  DataZoomInsideComponent,
  DataZoomSliderComponent,
  CanvasRenderer,
]);

export { init };
export type { EChartsType } from 'echarts/core';
